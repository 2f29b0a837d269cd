'use client';

// The three-step tenant profile form (spec 2.11, 5), used by /tenant-profile and by the offer sheet. 'Next' is
// disabled until the step's schema (lib/validation/tenant-profile.ts, shared with the route handler) passes.
// While creating, every change is kept as a local draft (profile-draft.ts); submit and cancel clear it.
import { ArrowLeftIcon, ArrowRightIcon, HistoryIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { SubmitButton } from '@/components/forms/submit-button';
import { useSheetBackButton } from '@/components/common/use-sheet-back-button';
import { Button } from '@/components/ui/button';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { OCCUPATION_KEYS, STEP_KEYS } from '@/lib/tenant/labels';
import { OCCUPATION_DETAILS, type Occupation } from '@/lib/tenant/occupations';
import { formatPhone } from '@/lib/phone';
import { cn } from '@/lib/utils';
import {
  CIBIL_RANGE,
  TENANT_PROFILE_LIMITS,
  TENANT_PROFILE_STEPS,
  emptyTenantProfileValues,
  fieldErrors,
  tenantProfileMessages,
  tenantProfileSchema,
  tenantProfileToFormValues,
  type TenantProfile,
  type TenantProfileField,
  type TenantProfileFormValues,
} from '@/lib/validation/tenant-profile';
import { clearDraft, saveDraft, type TenantProfileDraft } from './profile-draft';
import { StepIndicator } from './step-indicator';
import { HouseholdStep, OccupationStep, PersonalStep, type StepProps } from './step-fields';
import { ApiError, tenantApi } from './tenant-api';
import { useStepHeadingFocus } from './use-step-heading-focus';
import { PurposeNote } from '@/components/privacy/purpose-note';

export interface TenantAccount {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  countryCode: string;
}

export interface TenantProfileFormProps {
  account: TenantAccount;
  /** Edit mode when given; no draft is kept then. */
  profile?: TenantProfile | null;
  /** A stored draft to continue (create mode). */
  draft?: TenantProfileDraft | null;
  onSaved(profile: TenantProfile, mode: 'created' | 'updated'): void;
  onCancel(): void;
  idPrefix?: string;
  /** Where the sticky Back/Next bar stops: above the page's bottom navigation, or the sheet's bottom edge. */
  actionsOffsetClassName?: string;
  /**
   * The page's form: each step past the first is a history entry, so the phone's back button goes to the step
   * before instead of leaving the form (inside a sheet, back closes the sheet, which keeps the draft).
   */
  stepsInHistory?: boolean;
  /** The element for the step title (DrawerTitle inside the sheet). */
  titleAs?: React.ElementType<{ id?: string; className?: string; tabIndex?: number; ref?: React.Ref<HTMLHeadingElement>; children?: React.ReactNode }>;
}

type T = ReturnType<typeof useCopy<'tenant'>>;

// The schema's messages are English (the route answers with the same ones); the form shows each in the page's
// language by the key it has there.
const MESSAGE_KEYS = new Map(Object.entries(tenantProfileMessages).map(([key, text]) => [text as string, key as keyof typeof tenantProfileMessages]));
const DETAIL_REQUIRED = new Map(Object.entries(OCCUPATION_DETAILS).map(([occupation, detail]) => [detail.required, OCCUPATION_KEYS[occupation as Occupation]]));
const LIMITS = { bio: TENANT_PROFILE_LIMITS.bio, city: TENANT_PROFILE_LIMITS.city, detail: TENANT_PROFILE_LIMITS.detail, min: CIBIL_RANGE.min, max: CIBIL_RANGE.max };

function translatedError(t: T, message: string | undefined): string | undefined {
  if (!message) return message;
  const key = MESSAGE_KEYS.get(message);
  if (key) return t(`profileForm.errors.${key}`, LIMITS);
  const detail = DETAIL_REQUIRED.get(message);
  return detail ? t(`profileForm.details.${detail as 'employed' | 'selfEmployed' | 'business' | 'student'}.required`) : message;
}

/** Scrolls a field (an input, or the radio group named after it) into view and focuses it. */
function focusField(id: string) {
  const element = document.getElementById(id) ?? document.querySelector<HTMLElement>(`input[name="${CSS.escape(id)}"]`);
  if (!element) return;
  element.scrollIntoView({ block: 'center', behavior: 'smooth' });
  element.focus({ preventScroll: true });
}

function initialValues(account: TenantAccount, profile?: TenantProfile | null, draft?: TenantProfileDraft | null): TenantProfileFormValues {
  const fromAccount = { first_name: account.firstName, last_name: account.lastName, email: account.email, phone: account.phone };
  if (profile) return { ...tenantProfileToFormValues(profile), ...fromAccount };
  const empty = emptyTenantProfileValues(fromAccount);
  return draft ? ({ ...empty, ...draft.values } as TenantProfileFormValues) : empty;
}

export function TenantProfileForm({ account, profile, draft, onSaved, onCancel, idPrefix = 'tenant', actionsOffsetClassName = 'bottom-0', stepsInHistory = false, titleAs: Title = 'h2' }: TenantProfileFormProps) {
  const editing = Boolean(profile);
  const [values, setValues] = useState(() => initialValues(account, profile, draft));
  const [step, setStep] = useState(() => (draft && !editing ? draft.step : 0));
  const [touched, setTouched] = useState<Set<TenantProfileField>>(() => new Set());
  const [restored, setRestored] = useState(Boolean(draft && !editing));
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const headingRef = useStepHeadingFocus(step);
  const t = useCopy('tenant');
  const stepTitles = STEP_KEYS.map((key) => t(`profileForm.steps.${key}`));

  // Steps 2 and 3 (the form has three) each hold an entry, the way an open sheet does: back pops to the step before.
  useSheetBackButton(stepsInHistory && step >= 1, () => setStep(0));
  useSheetBackButton(stepsInHistory && step >= 2, () => setStep(1));

  const current = TENANT_PROFILE_STEPS[step]!;
  const result = useMemo(() => current.schema.safeParse(values), [current, values]);
  const errors = result.success ? {} : fieldErrors(result.error);

  // The draft follows every change while creating (not before the first change, so merely opening the form
  // does not leave a draft behind).
  useEffect(() => {
    if (!editing && dirty) saveDraft(account.id, step, values);
  }, [editing, dirty, account.id, step, values]);

  const stepProps: StepProps = {
    values,
    set: (field, value) => {
      setValues((previous) => ({ ...previous, [field]: value }));
      setDirty(true);
    },
    blur: (field) => setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field))),
    error: (field) => (touched.has(field) ? translatedError(t, errors[field]) : undefined),
    id: (field) => `${idPrefix}-${field}`,
    accountPhone: formatPhone(account.countryCode, account.phone),
    disabled: saving,
  };

  function discardDraft() {
    clearDraft(account.id);
    setValues(initialValues(account));
    setStep(0);
    setTouched(new Set());
    setRestored(false);
    setDirty(false);
  }

  function cancel() {
    if (!editing) clearDraft(account.id);
    onCancel();
  }

  /** Shows every message that blocks this step under its field, and brings the first one into view. */
  function revealErrors(failing: TenantProfileField[]) {
    setTouched((previous) => new Set([...previous, ...failing]));
    const first = (current.fields as readonly string[]).find((field) => failing.includes(field as TenantProfileField)) ?? failing[0];
    if (first) requestAnimationFrame(() => focusField(`${idPrefix}-${first}`));
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!result.success) {
      revealErrors(Object.keys(errors) as TenantProfileField[]);
      return;
    }
    if (step < TENANT_PROFILE_STEPS.length - 1) {
      setStep(step + 1);
      return;
    }
    const whole = tenantProfileSchema.safeParse(values);
    if (!whole.success) {
      // Cannot normally happen (every step passed); show the first step with a problem.
      const failing = Object.keys(fieldErrors(whole.error));
      const index = TENANT_PROFILE_STEPS.findIndex((candidate) => candidate.fields.some((field) => failing.includes(field)));
      setStep(Math.max(index, 0));
      revealErrors(failing as TenantProfileField[]);
      return;
    }
    setSaving(true);
    try {
      const saved = editing ? await tenantApi.updateProfile(values) : await tenantApi.createProfile(values);
      if (!editing) clearDraft(account.id);
      onSaved(saved, editing ? 'updated' : 'created');
    } catch (cause) {
      toast.error(saveFailureMessage(cause as ApiError, editing ? t('profileForm.updateFailed') : t('profileForm.createFailed')));
    } finally {
      setSaving(false);
    }
  }

  const last = step === TENANT_PROFILE_STEPS.length - 1;
  const StepFields = [PersonalStep, OccupationStep, HouseholdStep][step]!;

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${idPrefix}-step-title`} className="flex flex-col gap-5" data-testid="tenant-profile-form">
      <StepIndicator titles={stepTitles} current={step} />
      <StepHeading Title={Title} id={`${idPrefix}-step-title`} headingRef={headingRef} step={step} count={stepTitles.length} title={stepTitles[step]!} />
      {restored ? <DraftRestored onDiscard={discardDraft} /> : null}

      <StepFields {...stepProps} />
      {step === 0 ? <TenantPurposeNote /> : null}

      <StepActions
        idPrefix={idPrefix}
        className={actionsOffsetClassName}
        valid={result.success}
        first={step === 0}
        label={last ? (editing ? t('profileForm.saveChanges') : t('profileForm.create')) : t('profileForm.next')}
        last={last}
        saving={saving}
        onCancel={cancel}
        onBack={() => setStep(step - 1)}
      />
    </form>
  );
}

/** Why owners see the profile, and the Privacy page, in the page's language. */
function TenantPurposeNote() {
  const t = useCopy('tenant');
  const { href } = useLocalePath();
  return <PurposeNote purpose="tenantProfile" words={{ text: t('profileForm.purpose'), link: t('profileForm.purposeLink'), href: href('/privacy') }} />;
}

function DraftRestored({ onDiscard }: { onDiscard(): void }) {
  const t = useCopy('tenant');
  return (
    <div role="status" className="flex items-center gap-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="draft-restored">
      <HistoryIcon className="size-4 shrink-0" aria-hidden="true" />
      <span className="flex-1">{t('profileForm.draftRestored')}</span>
      <Button variant="link" size="sm" className="h-8 px-1 text-amber-900" onClick={onDiscard}>
        {t('profileForm.discardDraft')}
      </Button>
    </div>
  );
}

interface StepActionsProps {
  idPrefix: string;
  className: string;
  valid: boolean;
  first: boolean;
  last: boolean;
  label: string;
  saving: boolean;
  onCancel(): void;
  onBack(): void;
}

/** The sticky bar: Cancel (first step) or Back, and Next / Create Profile / Save Changes. */
function StepActions({ idPrefix, className, valid, first, last, label, saving, onCancel, onBack }: StepActionsProps) {
  const t = useCopy('tenant');
  return (
    <div className={cn('sticky z-10 -mx-1 flex flex-col gap-2 bg-background px-1 pb-2 pt-2', className)}>
      {!valid ? (
        <p className="text-center text-xs text-muted-foreground" id={`${idPrefix}-next-hint`}>
          {t('profileForm.fillRequired')}
        </p>
      ) : null}
      <div className="flex gap-3">
        {first ? (
          <Button variant="outline" size="lg" className="flex-1" onClick={onCancel} disabled={saving}>
            {t('profileForm.cancel')}
          </Button>
        ) : (
          <Button variant="outline" size="lg" className="flex-1" onClick={onBack} disabled={saving}>
            <ArrowLeftIcon aria-hidden="true" />
            {t('profileForm.back')}
          </Button>
        )}
        {/* Looks and reads as disabled until the step is valid (spec 5), but a tap still answers: it shows each
            blocking message beside its field and scrolls to the first, so the form never just sits there. */}
        <SubmitButton
          pending={saving}
          aria-disabled={!valid || undefined}
          className="flex-[2] aria-disabled:opacity-50"
          aria-describedby={!valid ? `${idPrefix}-next-hint` : undefined}
        >
          {label}
          {!last ? <ArrowRightIcon aria-hidden="true" /> : null}
        </SubmitButton>
      </div>
    </div>
  );
}

/**
 * A refusal the person can act on (4xx) reads as the server's message; no network or a server fault reads as
 * the spec's 'Failed to create tenant profile. Please try again.' (nothing typed is lost).
 */
function saveFailureMessage(error: ApiError, failed: string): string {
  const actionable = error.status >= 400 && error.status < 500 && error.message;
  return actionable ? error.message : failed;
}

/** 'Step n of 3' over the step's title, which takes focus when the step changes. */
function StepHeading({ Title, id, headingRef, step, count, title }: { Title: NonNullable<TenantProfileFormProps['titleAs']>; id: string; headingRef: React.Ref<HTMLHeadingElement>; step: number; count: number; title: string }) {
  const t = useCopy('tenant');
  return (
    <div className="space-y-1">
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
        {t('profileForm.stepOf', { step: step + 1, count })}
      </p>
      <Title id={id} ref={headingRef} tabIndex={-1} className="text-xl font-bold tracking-tight outline-none">
        {title}
      </Title>
    </div>
  );
}
