'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { FormField, InputField, TextareaField, fieldAria } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { ApiError, apiErrorMessage } from '@/lib/api/client';
import type { DeskCampaign } from '@/lib/ops/campaigns';
import { CAMPAIGN_LIMITS, campaignCreateSchema, campaignUpdateSchema, toIndiaDateTimeField, type CampaignFormValues } from '@/lib/validation/ops-campaigns';
import { campaignsApi } from './campaigns-api';

const EMPTY: CampaignFormValues = { slug: '', name: '', greeting: '', intro: '', welcomeMessage: '', societyName: '', homesManaged: '', startsAt: '', endsAt: '' };

function valuesOf(campaign: DeskCampaign): CampaignFormValues {
  return {
    slug: campaign.slug,
    name: campaign.name,
    greeting: campaign.greeting,
    intro: campaign.intro,
    welcomeMessage: campaign.welcomeMessage,
    societyName: campaign.societyName,
    homesManaged: String(campaign.homesManaged),
    startsAt: toIndiaDateTimeField(campaign.startsAt),
    endsAt: toIndiaDateTimeField(campaign.endsAt),
  };
}

/**
 * A campaign's texts, society and dates, with the same schema the route parses (lib/validation/ops-campaigns.ts).
 * Creating one also names its address (/summitt/<slug>), which stays once created: links to it are out there.
 */
export function CampaignForm({ campaign }: { campaign?: DeskCampaign }) {
  const router = useRouter();
  const editing = !!campaign;
  const form = useForm<CampaignFormValues>({
    // The edit form checks the same rules without the address (it is read-only there).
    resolver: zodResolver(editing ? campaignUpdateSchema : campaignCreateSchema) as never,
    defaultValues: campaign ? valuesOf(campaign) : EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async () => {
    // The raw values (strings as typed): the server parses them with the same schema.
    const { slug, ...values } = form.getValues();
    try {
      const answer = editing ? await campaignsApi.update(campaign.slug, values) : await campaignsApi.create({ slug, ...values });
      toast.success(editing ? 'Campaign saved' : 'Campaign created');
      form.reset(valuesOf(answer.campaign));
      router.push(`/ops/campaigns/${answer.campaign.slug}`);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'slug_taken') form.setError('slug', { message: error.message }, { shouldFocus: true });
      else toast.error(apiErrorMessage(error));
    }
  });

  const text = (name: keyof CampaignFormValues) => ({ id: `campaign-${name}`, error: errors[name]?.message, readOnly: isSubmitting, ...form.register(name) });

  return (
    <form onSubmit={submit} noValidate className="max-w-2xl space-y-5 rounded-xl border bg-card p-4 sm:p-6">
      {editing ? (
        <InputField {...text('slug')} label="Address" readOnly hint={`The page is /summitt/${campaign.slug}; the address stays as created.`} />
      ) : (
        <InputField {...text('slug')} label="Address" placeholder="diwali-2026" maxLength={CAMPAIGN_LIMITS.slug} autoCapitalize="none" hint="The page will be /summitt/<address>: lower-case letters, digits and hyphens." />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField {...text('name')} label="Name" placeholder="Diwali" maxLength={CAMPAIGN_LIMITS.name} />
        <InputField {...text('greeting')} label="Greeting" placeholder="Happy Diwali!" maxLength={CAMPAIGN_LIMITS.greeting} />
      </div>
      <TextareaField {...text('intro')} label="Introduction" rows={4} maxLength={CAMPAIGN_LIMITS.intro} />
      <TextareaField {...text('welcomeMessage')} label="Welcome message" rows={3} maxLength={CAMPAIGN_LIMITS.welcomeMessage} hint="Shown in the 'Welcome!' toast after a first verified lead." />
      <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
        <InputField {...text('societyName')} label="Society" maxLength={CAMPAIGN_LIMITS.societyName} hint="Linked to the society's page when a society of exactly this name exists." />
        <InputField {...text('homesManaged')} label="Homes managed" inputMode="numeric" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <DateTimeField name="startsAt" label="Starts (India time)" form={form} disabled={isSubmitting} error={errors.startsAt?.message} />
        <DateTimeField name="endsAt" label="Ends (India time, optional)" form={form} disabled={isSubmitting} error={errors.endsAt?.message} hint="Empty: open until you set an end." />
      </div>
      <SubmitButton pending={isSubmitting} className="sm:w-auto">
        {editing ? 'Save campaign' : 'Create campaign'}
      </SubmitButton>
    </form>
  );
}

function DateTimeField({
  name,
  label,
  form,
  disabled,
  error,
  hint,
}: {
  name: 'startsAt' | 'endsAt';
  label: string;
  form: ReturnType<typeof useForm<CampaignFormValues>>;
  disabled: boolean;
  error?: string;
  hint?: string;
}) {
  const id = `campaign-${name}`;
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      <Input id={id} type="datetime-local" className="h-12 min-w-0 text-sm sm:text-base" readOnly={disabled} {...fieldAria(id, error, hint)} {...form.register(name)} />
    </FormField>
  );
}
