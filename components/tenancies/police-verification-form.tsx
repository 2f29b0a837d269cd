import { formatCalendarDay } from '@/lib/time/india';
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
  return (
    <>
      <Field label="Full name" value={person.name} />
      <Field label="Father’s or husband’s name" />
      {role === 'tenant' ? <Field label="Date of birth" /> : null}
      <Field label="Mobile number" value={person.phone} />
      <Field label="E-mail" value={person.email} />
      {role === 'tenant' ? <Field label="Occupation and workplace address" tall /> : null}
      <Field label={role === 'tenant' ? 'Permanent address (with its police station)' : 'Residential address'} tall />
      <Field label="Identity document (type and number)" />
    </>
  );
}

export function PoliceVerificationFormView({ form }: { form: PoliceVerificationForm }) {
  const home = [form.home.unit, form.home.address].filter(Boolean).join(', ');
  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 bg-white px-4 py-6 text-slate-950" data-police-form data-testid="police-verification-form">
      <style>{PRINT_CSS}</style>
      <div className="space-y-3 print:hidden" data-print-hidden>
        <a href={`/tenancy/${form.tenancyId}`} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4">
          Back to the tenancy
        </a>
        <p className="text-sm text-muted-foreground">
          We filled in what we hold; write in the rest by hand.
          {form.viewer === 'tenant' ? ' The owner fills in their own phone and e-mail.' : null} File it with the police online on the Karnataka State
          Police site (its citizen services include tenant verification), or hand it in at the police station for the home’s area.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <PrintButton />
          <a href={KSP_SITE_URL} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4" data-testid="ksp-link">
            Karnataka State Police citizen services
          </a>
        </div>
      </div>
      <header className="space-y-1 text-center">
        <h1 className="text-xl font-bold">Tenant verification</h1>
        <p className="text-sm">Information of a tenant, for the Bengaluru City Police</p>
      </header>
      <Part number="1" title="The owner of the home">
        <Person person={form.owner} role="owner" />
      </Part>
      <Part number="2" title="The tenant">
        <Person person={form.tenant} role="tenant" />
        <div className="flex justify-end py-2">
          <div className="flex size-28 items-center justify-center border border-slate-500 text-center text-xs text-slate-600">Tenant’s passport-size photo</div>
        </div>
      </Part>
      <Part number="3" title="The home let">
        <Field label="Address" value={home} />
        <Field label="Moving in on" value={formatCalendarDay(form.moveInDate)} />
        <Field label="People who will live there (names and ages)" tall />
      </Part>
      <Part number="4" title="Declaration">
        <p className="py-2 text-sm">We declare that the details above are true to the best of our knowledge.</p>
        <Field label="Owner’s signature" tall />
        <Field label="Tenant’s signature" tall />
        <Field label="Place and date" />
      </Part>
    </div>
  );
}
