'use client';

import { BellRing, Check, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { useAuth } from '@/components/auth/auth-provider';
import { LOGIN_REASONS, useLoginTrigger } from '@/components/layout/login-trigger';
import { BUTTON_CLASSES } from '@/components/common/button-classes';
import { useCopy } from '@/components/i18n/copy-scope';
import { ApiError } from '@/lib/api/client';
import { readAlertTypes, setSocietyAlert } from './society-api';
import { ALERT_ERROR_CODES } from '@/lib/alerts';
import type { AlertPropertyType } from '@/lib/validation/society';

// Spec 2.9 and 4: 'Get Notified' for the tab's property type (Buy reads 'Sale'); not set -> setting -> set,
// disabled once set; the existing-alert check runs on load for a signed-in person. The state is fetched
// after hydration, so the cached public page never depends on who is looking at it.

type Status = 'not-set' | 'setting' | 'set';

export function AlertCard({ societyId, propertyType }: { societyId: string; propertyType: AlertPropertyType }) {
  const t = useCopy('society');
  const auth = useAuth();
  const userId = auth.user?.id ?? null;
  const { openLogin } = useLoginTrigger();
  const [activeTypes, setActiveTypes] = useState<ReadonlySet<AlertPropertyType>>(new Set());
  const [settingType, setSettingType] = useState<AlertPropertyType | null>(null);

  useEffect(() => {
    setActiveTypes(new Set());
    if (!userId) return;
    const controller = new AbortController();
    readAlertTypes(societyId, controller.signal)
      // Merged, not replaced: an alert set by a tap while this look-up was on its way must stay set.
      .then((types) => setActiveTypes((current) => new Set([...current, ...types])))
      // A failed look-up leaves the button usable; a duplicate insert still reports 'Alert Already Set'.
      .catch(() => undefined);
    return () => controller.abort();
  }, [userId, societyId]);

  const status: Status = activeTypes.has(propertyType) ? 'set' : settingType === propertyType ? 'setting' : 'not-set';
  const markSet = (type: AlertPropertyType) => setActiveTypes((current) => new Set(current).add(type));

  async function setAlert(justSignedIn = false) {
    // A tap before the first session check has answered waits for it rather than asking to log in.
    const signedIn = justSignedIn || (auth.loading ? Boolean(await auth.refresh()) : Boolean(userId));
    if (!signedIn) {
      // Signing in finishes what the tap asked for: the alert is set without a second tap.
      openLogin(() => void setAlert(true), LOGIN_REASONS.alerts);
      return;
    }
    const type = propertyType;
    setSettingType(type);
    try {
      await setSocietyAlert(societyId, type);
      markSet(type);
      toast.success(t('alert.success'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401 && !justSignedIn) {
        openLogin(() => void setAlert(true), LOGIN_REASONS.alerts);
      } else if (error instanceof ApiError && error.code === ALERT_ERROR_CODES.duplicate) {
        markSet(type);
        toast.info(t('alert.duplicate'));
      } else {
        toast.error(t('alert.failed'));
      }
    } finally {
      setSettingType(null);
    }
  }

  return (
    <section aria-labelledby="alert-card-heading" data-testid="alert-card" className="rounded-xl border border-amber-200 bg-amber-50 p-4">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <BellRing aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 space-y-1">
          <h3 id="alert-card-heading" className="font-semibold text-foreground">
            {t('alert.title')}
          </h3>
          <p className="text-sm leading-relaxed text-foreground/80">{t(propertyType === 'Buy' ? 'alert.descriptionSale' : 'alert.descriptionRent')}</p>
        </div>
      </div>
      <button
        type="button"
        // A set alert is a confirmation, not an unavailable action: it keeps full strength.
        className={status === 'set' ? BUTTON_CLASSES.alertActive : BUTTON_CLASSES.alertSet}
        disabled={status !== 'not-set'}
        aria-busy={status === 'setting'}
        onClick={() => void setAlert()}
      >
        {status === 'setting' && <Loader2 aria-hidden="true" className="animate-spin" />}
        {status === 'set' && <Check aria-hidden="true" />}
        {status === 'set' ? t('alert.activated') : t('alert.set')}
      </button>
    </section>
  );
}
