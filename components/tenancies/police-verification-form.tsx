import { useLocale, useTranslations } from 'next-intl';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { calendarDayIn } from '@/lib/tenant/calendar-day';
import type { PoliceFormPerson, PoliceVerificationForm } from '@/server/tenancies/move-in-steps';
import { PrintButton } from './print-button';

// The police verification form for a tenancy, filled in with what GHomes holds and blank lines for the rest (server
// component; docs/move-in.md "The move-in steps"). Its parts follow the Bengaluru City Police tenant information
// form: the owner, the tenant, the home let, and both signatures. It is a copy to fill in and file, not the police's
// own form: the filing itself is on the Karnataka State Police citizen services site.

/** The Karnataka State Police site's home: its citizen services (tenant verification among them) move, deep links break. */
export const KSP_SITE_URL = 'https://ksp.karnataka.gov.in';

// Print on one A4 sheet without the site's header, navigation and footer; the lines stay dark on paper.
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 14mm; }
  #site-header, body nav, body footer, [data-print-hidden] { display: none !important; }
  main { padding: 0 !important; }
  [data-police-form] { max-width: none !important; padding: 0 !important; }
}`;

function Field({ label, value, tall = false }: { label: string; value?: string | null; tall?: boolean }) {
  return (
    <div className="grid grid-cols-[minmax(7rem,38%)_1fr] gap-2 border-b border-slate-400 py-2 text-sm break-inside-avoid">
      <dt className="text-slate-700">{label}</dt>
      <dd className={`${tall ? 'min-h-16' : 'min-h-6'} font-medium text-slate-950`} data-blank={value ? undefined : ''}>
        {value ?? ''}
      </dd>
    </div>
  );
}

function Part({ number, title, children }: { number: string; title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-1 break-inside-avoid" aria-labelledby={`police-part-${number}`}>
      <h2 id={`police-part-${number}`} className="text-base font-semibold">
        {number}. {title}
      </h2>
      <dl>{children}</dl>
    </section>
  );
}

function Person({ person, role }: { person: PoliceFormPerson; role: 'owner' | 'tenant' }) {
  const t = useTranslations('tenancy');
  return (
    <>
      <Field label={t('police.fullName')} value={person.name} />
      <Field label={t('police.parentName')} />
      {role === 'tenant' ? <Field label={t('police.birthDate')} /> : null}
      <Field label={t('police.mobile')} value={person.phone} />
      <Field label={t('police.email')} value={person.email} />
      {role === 'tenant' ? <Field label={t('police.occupation')} tall /> : null}
      <Field label={role === 'tenant' ? t('police.permanentAddress') : t('police.residentialAddress')} tall />
      <Field label={t('police.identity')} />
    </>
  );
}

export function PoliceVerificationFormView({ form }: { form: PoliceVerificationForm }) {
  const t = useTranslations('tenancy');
  const locale = useLocale() as Locale;
  const home = [form.home.unit, form.home.address].filter(Boolean).join(', ');
  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 bg-white px-4 py-6 text-slate-950" data-police-form data-testid="police-verification-form">
      <style>{PRINT_CSS}</style>
      <div className="space-y-3 print:hidden" data-print-hidden>
        <a href={localePath(locale, `/tenancy/${form.tenancyId}`)} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4">
          {t('reportPage.back')}
        </a>
        <p className="text-sm text-muted-foreground">
          {t('police.introFilled')}
          {form.viewer === 'tenant' ? t('police.introOwner') : null}
          {t('police.introFile')}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <PrintButton label={t('police.print')} />
          <a href={KSP_SITE_URL} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4" data-testid="ksp-link">
            {t('police.kspLink')}
          </a>
        </div>
      </div>
      <header className="space-y-1 text-center">
        <h1 className="text-xl font-bold">{t('police.title')}</h1>
        <p className="text-sm">{t('police.subtitle')}</p>
      </header>
      <Part number="1" title={t('police.partOwner')}>
        <Person person={form.owner} role="owner" />
      </Part>
      <Part number="2" title={t('police.partTenant')}>
        <Person person={form.tenant} role="tenant" />
        <div className="flex justify-end py-2">
          <div className="flex size-28 items-center justify-center border border-slate-500 text-center text-xs text-slate-600">{t('police.photo')}</div>
        </div>
      </Part>
      <Part number="3" title={t('police.partHome')}>
        <Field label={t('police.address')} value={home} />
        <Field label={t('police.movingIn')} value={calendarDayIn(locale, form.moveInDate)} />
        <Field label={t('police.people')} tall />
      </Part>
      <Part number="4" title={t('police.partDeclaration')}>
        <p className="py-2 text-sm">{t('police.declaration')}</p>
        <Field label={t('police.ownerSignature')} tall />
        <Field label={t('police.tenantSignature')} tall />
        <Field label={t('police.placeDate')} />
      </Part>
    </div>
  );
}
