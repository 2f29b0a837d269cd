'use client';

import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { useSheetBackButton } from '@/components/common/use-sheet-back-button';
import { InputField } from '@/components/forms/form-field';
import { useCopy } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api/client';
import { PREFERRED_TENANTS } from '@/lib/catalog';
import { ownerListingEditSchema } from '@/lib/validation/owner-account';
import type { OwnerHome } from '@/lib/owners/homes';
import { ownerHomesApi } from './owner-homes-api';

type Terms = NonNullable<OwnerHome['rent']>;

/**
 * 'Change rent and terms': rent, deposit, the date it is free from, who may rent it, pets and food, saved at once
 * (a rent more than 30% away from the listed one waits for the GHomes team, and the answer says so). On a phone,
 * back closes the form and keeps what was typed.
 */
export function OwnerTermsForm({ listingId, terms }: { listingId: string; terms: Terms }) {
  const router = useRouter();
  const ids = useId();
  const t = useCopy('homes');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [values, setValues] = useState({
    expected_rent: String(terms.rentWaiting ?? terms.rent),
    expected_deposit: terms.deposit === null ? '' : String(terms.deposit),
    available_from_date: terms.availableFrom ?? '',
    pets_allowed: terms.petsAllowed,
    tenant_food_preference: terms.foodPreference ?? 'no_preference',
    preferred_tenant: terms.preferredTenants,
  });
  useSheetBackButton(open, setOpen);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = ownerListingEditSchema.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? t('terms.check'));
    setBusy(true);
    setError(null);
    try {
      const answer = await ownerHomesApi.editTerms(listingId, values);
      // The route's answer, in the page's language: which of its two it is, the answer says.
      setSaved(answer.rentWaiting ? t('terms.savedWaiting') : t('terms.saved'));
      setOpen(false);
      router.refresh();
    } catch (cause) {
      setError(apiErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  const toggleTenant = (tenant: string) =>
    setValues((current) => ({ ...current, preferred_tenant: current.preferred_tenant.includes(tenant) ? current.preferred_tenant.filter((item) => item !== tenant) : [...current.preferred_tenant, tenant] }));

  if (!open) {
    return (
      <div className="space-y-2">
        {saved ? (
          <p role="status" className="text-sm text-foreground" data-testid="owner-terms-saved">
            {saved}
          </p>
        ) : null}
        <Button type="button" variant="outline" className="min-h-11 w-full" onClick={() => (setOpen(true), setSaved(null))}>
          {t('terms.change')}
        </Button>
      </div>
    );
  }
  return (
    <form className="space-y-4 rounded-xl border border-border p-4" onSubmit={save} noValidate data-testid="owner-terms-form">
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <InputField id={`${ids}-rent`} label={t('terms.rentLabel')} inputMode="numeric" value={values.expected_rent} onChange={(event) => setValues({ ...values, expected_rent: event.target.value })} />
      <InputField id={`${ids}-deposit`} label={t('terms.depositLabel')} inputMode="numeric" value={values.expected_deposit} onChange={(event) => setValues({ ...values, expected_deposit: event.target.value })} />
      <InputField id={`${ids}-from`} label={t('terms.availableFrom')} type="date" value={values.available_from_date} onChange={(event) => setValues({ ...values, available_from_date: event.target.value })} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('terms.whoCanRent')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {PREFERRED_TENANTS.map((tenant) => (
            <label key={tenant} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" className="size-5" checked={values.preferred_tenant.includes(tenant)} onChange={() => toggleTenant(tenant)} />
              {t(`tenants.${tenant}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" className="size-5" checked={values.pets_allowed} onChange={(event) => setValues({ ...values, pets_allowed: event.target.checked })} />
        {t('terms.pets')}
      </label>
      <div className="space-y-1">
        <label htmlFor={`${ids}-food`} className="block text-sm font-medium">
          {t('terms.food')}
        </label>
        <select id={`${ids}-food`} className="h-12 w-full rounded-md border border-input bg-background px-3 text-sm" value={values.tenant_food_preference} onChange={(event) => setValues({ ...values, tenant_food_preference: event.target.value })}>
          <option value="no_preference">{t('terms.noPreference')}</option>
          <option value="veg_only">{t('terms.vegOnly')}</option>
        </select>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" className="min-h-11 flex-1" disabled={busy}>
          {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t('terms.save')}
        </Button>
        <Button type="button" variant="outline" className="min-h-11 flex-1" disabled={busy} onClick={() => setOpen(false)}>
          {t('terms.cancel')}
        </Button>
      </div>
    </form>
  );
}
