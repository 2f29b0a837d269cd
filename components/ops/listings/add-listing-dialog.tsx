'use client';

import { Plus } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FieldError, Optional } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { FACINGS, FURNISHING } from '@/lib/catalog';
import { DESK_LISTING_STATUSES, listingCreateSchema, type ListingCreateInput } from '@/lib/validation/ops-listings';
import { useSchemaForm, type Values } from './form-state';
import { SelectField, TermsFields, TextField } from './listing-fields';
import { listingsApi, type SocietyChoice } from './listings-api';
import { SocietyPicker } from './society-picker';

const EMPTY: Values = {
  society_id: '',
  configuration: '',
  house_number: '',
  floor_number: '',
  furnishing: '',
  sqft: '',
  facing: '',
  property_key: '',
  listing_key: '',
  expected_rent: '',
  expected_deposit: '',
  available_from_date: '',
  immediate_flag: false,
  listing_status: 'Active',
};

/** 'Add listing': a one-off home and its rent listing, validated as a properties and a rent-listings row are. */
export function AddListingDialog({ configurations }: { configurations: string[] }) {
  const [open, setOpen] = useState(false);
  const [society, setSociety] = useState<SocietyChoice | null>(null);
  const router = useRouter();
  const form = useSchemaForm(listingCreateSchema, EMPTY);
  const fields = { values: form.values, errors: form.errors, set: form.set };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const saved = await form.submit((values) => listingsApi.create(values as ListingCreateInput), 'Listing added');
    if (saved) {
      setOpen(false);
      router.refresh();
    }
  };
  const pick = (choice: SocietyChoice | null) => {
    setSociety(choice);
    form.set('society_id', choice?.id ?? '');
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (setOpen(next), next ? (form.reset(), setSociety(null)) : undefined)}>
      <DialogTrigger asChild>
        <Button className="min-h-11">
          <Plus aria-hidden="true" />
          Add listing
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add listing</DialogTitle>
          <DialogDescription>A home for rent without a CSV file. The same rules as the import apply.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <SocietyPicker value={society} onChange={pick} error={form.errors.society_id} />
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">The home</legend>
            <SelectField field="configuration" label="BHK configuration" options={configurations} placeholder="Choose" {...fields} />
            <TextField field="house_number" label={<>Unit <Optional /></>} autoComplete="off" {...fields} />
            <TextField field="floor_number" label={<>Floor <Optional /></>} inputMode="numeric" autoComplete="off" {...fields} />
            <SelectField field="furnishing" label={<>Furnishing <Optional /></>} options={FURNISHING} placeholder="Not specified" {...fields} />
            <TextField field="sqft" label={<>Area (sq ft) <Optional /></>} inputMode="numeric" autoComplete="off" {...fields} />
            <SelectField field="facing" label={<>Facing <Optional /></>} options={FACINGS} placeholder="Not specified" {...fields} />
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="mb-2 text-sm font-semibold">The listing</legend>
            <TermsFields statuses={DESK_LISTING_STATUSES} {...fields} />
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">
              Import keys <Optional />
            </legend>
            <TextField field="property_key" label="Property key" hint="A later properties file updates the home by it" autoComplete="off" {...fields} />
            <TextField field="listing_key" label="Listing key" hint="A later rent-listings file updates the listing by it" autoComplete="off" {...fields} />
          </fieldset>
          <FieldError id="listing-form-error" message={form.errors.form} />
          <SubmitButton pending={form.saving}>{form.saving ? 'Adding…' : 'Add listing'}</SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
