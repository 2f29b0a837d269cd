'use client';

// The fields of the three tenant-profile steps (spec 2.11, 5). Each step gets the values, a setter, a blur
// marker and the message for a field (shown once the field was left or 'Next' was tried).
import { useCopy } from '@/components/i18n/copy-scope';
import { OCCUPATION_KEYS, TENANT_TYPE_KEYS } from '@/lib/tenant/labels';
import { OCCUPATION_DETAILS, OCCUPATIONS } from '@/lib/tenant/occupations';
import { HOME_STATES } from '@/lib/tenant/states';
import { TENANT_TYPES, householdCountFor } from '@/lib/tenant/tenant-types';
import { TENANT_PROFILE_LIMITS, type TenantProfileField, type TenantProfileFormValues } from '@/lib/validation/tenant-profile';
import { ChoiceCards, InputField, Optional, SelectField, TextareaField } from '@/components/forms/form-field';

export interface StepProps {
  values: TenantProfileFormValues;
  set<Field extends TenantProfileField>(field: Field, value: TenantProfileFormValues[Field]): void;
  blur(field: TenantProfileField): void;
  error(field: TenantProfileField): string | undefined;
  id(field: string): string;
  /** The account's phone with its country code, for display. */
  accountPhone: string;
  disabled: boolean;
}

function textProps(props: StepProps, field: TenantProfileField) {
  return {
    id: props.id(field),
    name: field,
    value: String(props.values[field] ?? ''),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => props.set(field, event.target.value as never),
    onBlur: () => props.blur(field),
    error: props.error(field),
    readOnly: props.disabled,
  };
}

export function PersonalStep(props: StepProps) {
  const { values } = props;
  const t = useCopy('tenant');
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3">
        <InputField id={props.id('first_name')} label={t('profileForm.fields.firstName')} value={values.first_name} readOnly aria-readonly="true" autoComplete="off" />
        <InputField id={props.id('last_name')} label={t('profileForm.fields.lastName')} value={values.last_name} readOnly aria-readonly="true" autoComplete="off" />
      </div>
      <InputField id={props.id('email')} label={t('profileForm.fields.email')} value={values.email} readOnly aria-readonly="true" className="truncate" />
      <InputField
        id={props.id('phone')}
        label={t('profileForm.fields.phone')}
        value={props.accountPhone}
        readOnly
        aria-readonly="true"
        hint={t('profileForm.fields.fromAccount')}
      />
      <InputField
        {...textProps(props, 'alternative_phone_number')}
        label={
          <>
            {t('profileForm.fields.alternativePhone')} <Optional />
          </>
        }
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="98765 43210"
        maxLength={TENANT_PROFILE_LIMITS.phone}
      />
      <InputField
        {...textProps(props, 'current_residing_city')}
        label={
          <>
            {t('profileForm.fields.city')} <Optional />
          </>
        }
        autoComplete="address-level2"
        placeholder={t('profileForm.fields.cityPlaceholder')}
        maxLength={TENANT_PROFILE_LIMITS.city}
      />
      <TextareaField
        {...textProps(props, 'short_bio')}
        label={
          <>
            {t('profileForm.fields.bio')} <Optional />
          </>
        }
        placeholder={t('profileForm.fields.bioPlaceholder')}
        maxLength={TENANT_PROFILE_LIMITS.bio}
        hint={`${values.short_bio.length}/${TENANT_PROFILE_LIMITS.bio}`}
        rows={3}
      />
    </div>
  );
}

export function OccupationStep(props: StepProps) {
  const { values } = props;
  const t = useCopy('tenant');
  const detail = values.occupation ? OCCUPATION_DETAILS[values.occupation] : undefined;
  const detailKey = values.occupation ? OCCUPATION_KEYS[values.occupation] : null;
  return (
    <div className="flex flex-col gap-4">
      <ChoiceCards
        name={props.id('occupation')}
        legend={t('profileForm.fields.occupation')}
        columns={1}
        options={OCCUPATIONS.map((value) => ({ value, label: t(`profileForm.occupations.${OCCUPATION_KEYS[value]}`) }))}
        value={values.occupation}
        onChange={(value) => props.set('occupation', value)}
        onBlur={() => props.blur('occupation')}
        error={props.error('occupation')}
        disabled={props.disabled}
      />
      {detail && detailKey ? (
        <InputField
          {...textProps(props, detail.field)}
          label={t(`profileForm.details.${detailKey as 'employed' | 'selfEmployed' | 'business' | 'student'}.label`)}
          placeholder={t(`profileForm.details.${detailKey as 'employed' | 'selfEmployed' | 'business' | 'student'}.placeholder`)}
          maxLength={TENANT_PROFILE_LIMITS.detail}
        />
      ) : null}
      {values.occupation === 'Business Owner' ? (
        <InputField
          {...textProps(props, 'google_business_profile_url')}
          label={
            <>
              {t('profileForm.fields.businessUrl')} <Optional />
            </>
          }
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://g.page/your-business"
        />
      ) : null}
      <SelectField
        id={props.id('home_state')}
        name="home_state"
        label={t('profileForm.fields.homeState')}
        placeholder={t('profileForm.fields.homeStatePlaceholder')}
        options={HOME_STATES}
        value={values.home_state}
        onChange={(event) => props.set('home_state', event.target.value)}
        onBlur={() => props.blur('home_state')}
        error={props.error('home_state')}
        disabled={props.disabled}
      />
      <InputField
        {...textProps(props, 'linkedin_profile')}
        label={
          <>
            {t('profileForm.fields.linkedin')} <Optional />
          </>
        }
        type="url"
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="https://www.linkedin.com/in/your-name"
      />
      <InputField
        {...textProps(props, 'cibil_score')}
        label={
          <>
            {t('profileForm.fields.cibil')} <Optional />
          </>
        }
        inputMode="numeric"
        pattern="[0-9]*"
        placeholder={t('profileForm.fields.cibilPlaceholder')}
        maxLength={3}
      />
    </div>
  );
}

export function HouseholdStep(props: StepProps) {
  const { values } = props;
  const t = useCopy('tenant');
  const count = values.tenant_type ? householdCountFor(values.tenant_type) : 'none';
  return (
    <div className="flex flex-col gap-4">
      <ChoiceCards
        name={props.id('tenant_type')}
        legend={t('profileForm.fields.tenantType')}
        options={TENANT_TYPES.map((value) => ({ value, label: t(`profileForm.tenantTypes.${TENANT_TYPE_KEYS[value]}`) }))}
        value={values.tenant_type}
        onChange={(value) => props.set('tenant_type', value)}
        onBlur={() => props.blur('tenant_type')}
        error={props.error('tenant_type')}
        disabled={props.disabled}
      />
      {count === 'family' ? (
        <div className="grid grid-cols-2 gap-3">
          <InputField {...textProps(props, 'number_of_adults')} label={t('profileForm.fields.adults')} inputMode="numeric" pattern="[0-9]*" placeholder={t('profileForm.fields.atLeastOne')} maxLength={2} />
          <InputField {...textProps(props, 'number_of_children')} label={t('profileForm.fields.children')} inputMode="numeric" pattern="[0-9]*" placeholder="0" maxLength={2} />
        </div>
      ) : null}
      {count === 'occupants' ? (
        <InputField
          {...textProps(props, 'total_occupants')}
          label={t('profileForm.fields.occupants')}
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder={t('profileForm.fields.atLeastOne')}
          maxLength={2}
          hint={t('profileForm.fields.includingYou')}
        />
      ) : null}
      <ChoiceCards
        name={props.id('has_pet')}
        legend={t('profileForm.fields.pet')}
        options={[
          { value: 'yes', label: t('profileForm.fields.yes') },
          { value: 'no', label: t('profileForm.fields.no') },
        ]}
        value={values.has_pet === null ? '' : values.has_pet ? 'yes' : 'no'}
        onChange={(value) => props.set('has_pet', value === 'yes')}
        onBlur={() => props.blur('has_pet')}
        error={props.error('has_pet')}
        disabled={props.disabled}
      />
      <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-input p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-teal-50">
        <input
          type="checkbox"
          name="consent_to_bg"
          checked={values.consent_to_bg}
          onChange={(event) => props.set('consent_to_bg', event.target.checked)}
          disabled={props.disabled}
          className="mt-0.5 size-4 shrink-0 accent-[#0f766e]"
        />
        <span>
          <span className="font-medium">{t('profileForm.fields.consent')}</span> <Optional />
          <span className="mt-0.5 block text-muted-foreground">{t('profileForm.fields.consentHint')}</span>
        </span>
      </label>
    </div>
  );
}
