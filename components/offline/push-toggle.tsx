'use client';

import { BellOff, BellRing } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { removePushSubscription, savePushSubscription } from './push-api';

// 'Get visit reminders on this phone': the 24 h and 2 h reminders, a reschedule or a cancellation also as a
// notification on this device (in addition to e-mail and WhatsApp; docs/offline.md "Push"). Shown only where the
// browser can take pushes and the server has VAPID keys. Its words are the `device` namespace's.

type State = 'unknown' | 'unsupported' | 'off' | 'on' | 'blocked';

function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const bytes = new Uint8Array(new ArrayBuffer(atob(base64).length));
  for (let i = 0; i < bytes.length; i++) bytes[i] = atob(base64).charCodeAt(i);
  return bytes;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export function PushToggle({ publicKey }: { publicKey: string }) {
  const t = useCopy('device');
  const [state, setState] = useState<State>('unknown');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('blocked');
    currentSubscription()
      .then((subscription) => setState(subscription ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, []);

  if (state === 'unknown' || state === 'unsupported') return null;

  const turnOn = async () => {
    setBusy(true);
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('blocked');
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
      await savePushSubscription(subscription.toJSON());
      setState('on');
      toast.success(t('push.turnedOn'));
    } catch {
      toast.error(t('push.turnOnFailed'));
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await removePushSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      toast.error(t('push.turnOffFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="push-toggle" className="mb-4 flex flex-wrap items-center gap-2 rounded-xl border border-border p-3 text-sm">
      {state === 'on' ? <BellRing aria-hidden="true" className="size-5 text-primary" /> : <BellOff aria-hidden="true" className="size-5 text-muted-foreground" />}
      <p className="min-w-0 flex-1 basis-40 text-foreground">
        {t(state === 'on' ? 'push.on' : state === 'blocked' ? 'push.blocked' : 'push.off')}
      </p>
      {state === 'off' && (
        <Button type="button" size="sm" className="min-h-11" disabled={busy} onClick={() => void turnOn()}>
          {t('push.turnOn')}
        </Button>
      )}
      {state === 'on' && (
        <Button type="button" size="sm" variant="outline" className="min-h-11" disabled={busy} onClick={() => void turnOff()}>
          {t('push.turnOff')}
        </Button>
      )}
    </div>
  );
}
