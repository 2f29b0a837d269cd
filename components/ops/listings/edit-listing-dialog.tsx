'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { SubmitButton } from '@/components/forms/submit-button';
import { FieldError } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import type { DeskListingRow } from '@/lib/ops/listings-table';
import { DESK_LISTING_STATUSES, listingUpdateSchema, type ListingUpdateInput } from '@/lib/validation/ops-listings';
import { useSchemaForm, type Values } from './form-state';
import { TermsFields } from './listing-fields';
import { listingsApi } from './listings-api';
import { homeLabel, RENTED_CONSEQUENCES, savedText } from './listing-labels';

/** The form's first values: the listing as it is ('Expired' or 'Sold' asks for a new status). */
function initialValues(row: DeskListingRow): Values {
  return {
    expected_rent: String(row.rent),
    expected_deposit: row.deposit === null ? '' : String(row.deposit),
    available_from_date: row.availableFrom ?? '',
    immediate_flag: row.immediate,
    listing_status: (DESK_LISTING_STATUSES as readonly string[]).includes(row.status) ? row.status : '',
  };
}

export function EditListingDialog({ row }: { row: DeskListingRow }) {
  const [open, setOpen] = useState(false);
  const router = useRouter();
  const form = useSchemaForm(listingUpdateSchema, initialValues(row));
  const title = homeLabel(row);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const saved = await form.submit((values) => listingsApi.update(row.id, values as ListingUpdateInput), (result) => savedText(result.letting));
    if (saved) {
      setOpen(false);
      router.refresh();
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (setOpen(next), next ? form.reset() : undefined)}>
      <DialogTrigger asChild>
        <Button variant="outline" className="min-h-11">
          Edit<span className="sr-only"> {title} in {row.societyName}</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit listing</DialogTitle>
          <DialogDescription>
            {title} · {row.societyName}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <TermsFields statuses={DESK_LISTING_STATUSES} values={form.values} errors={form.errors} set={form.set} />
          {form.values.listing_status === 'Rented' && row.status !== 'Rented' ? (
            <p role="note" className="rounded-lg bg-muted p-3 text-sm text-foreground" data-testid="rented-consequences">
              {RENTED_CONSEQUENCES}
            </p>
          ) : null}
          <FieldError id="listing-form-error" message={form.errors.form} />
          <SubmitButton pending={form.saving}>{form.saving ? 'Saving…' : 'Save changes'}</SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
