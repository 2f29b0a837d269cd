'use client';

import { useId, useState, type FormEvent } from 'react';
import { InputField } from '@/components/forms/form-field';
import { useDeskAction } from '@/components/ops/use-desk-action';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { tenancyTermsSchema, type TenancyTermsValues } from '@/lib/validation/ops-tenancies';
import { tenanciesApi } from './tenancies-api';

const FIELDS: { key: keyof TenancyTermsValues; label: string; type?: string }[] = [
  { key: 'rent', label: 'Rent a month (₹)' },
  { key: 'deposit', label: 'Deposit (₹)' },
  { key: 'move_in_date', label: 'Moving in', type: 'date' },
  { key: 'lock_in_months', label: 'Lock-in (months)' },
  { key: 'notice_months', label: 'Notice (months)' },
  { key: 'yearly_increase_percent', label: 'Yearly increase (%)' },
  { key: 'deposit_return_days', label: 'Days to return the deposit' },
];

/** 'Change terms': the terms both sides settled on; saved, a new version of the agreement waits for both again. */
export function TenancyTermsForm({ tenancyId, current }: { tenancyId: string; current: TenancyTermsValues }) {
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(Object.entries(current).map(([key, value]) => [key, String(value ?? '')])));
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useDeskAction();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = tenancyTermsSchema.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the terms.');
    setError(null);
    await run('action', () => tenanciesApi.changeTerms(tenancyId, values as TenancyTermsValues), (answer) => `Version ${answer.version} made: both sides agree again`, { onSuccess: () => setOpen(false) });
  }

  return (
    <>
      <Button type="button" size="sm" variant="outline" className="min-h-11" onClick={() => setOpen(true)}>
        Change terms
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <form onSubmit={submit} className="space-y-3" noValidate>
            <DialogHeader>
              <DialogTitle>Change terms</DialogTitle>
              <DialogDescription>A new version of the agreement is made, and both sides agree to it again. Recorded in the audit log.</DialogDescription>
            </DialogHeader>
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            {FIELDS.map((field) => (
              <InputField key={field.key} id={`${ids}-${field.key}`} label={field.label} type={field.type} inputMode={field.type ? undefined : 'numeric'} value={values[field.key] ?? ''} onChange={(event) => setValues({ ...values, [field.key]: event.target.value })} />
            ))}
            <DialogFooter>
              <Button type="submit" className="min-h-11" disabled={busy}>
                Make the new version
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
