import { formatRupees } from '@/lib/amounts';
import type { OwnerOfferView } from '@/lib/owners/answers';
import { formatCalendarDay } from '@/lib/time/india';

/** The offer as its owner sees it: the terms, the home and the tenant's summary (first name only, no contact). */
export function OwnerOfferSummary({ view }: { view: OwnerOfferView }) {
  const terms: [string, string][] = [
    ['Home', `${view.propertyTitle}, ${view.societyName}`],
    ['Offered rent', `${formatRupees(view.offeredRent)} / month`],
    ['Security deposit', formatRupees(view.offeredDeposit)],
    ['Move-in date', formatCalendarDay(view.moveinDate)],
  ];
  const summary = view.tenant.summary;
  const tenant: [string, string][] = summary
    ? [
        ['Name', view.tenant.firstName],
        ['Occupation', summary.occupation],
        ['Tenant type', summary.tenantType],
        ['Family or bachelor', summary.household === 'Other' ? 'Neither' : summary.household],
      ]
    : [
        ['Name', view.tenant.firstName],
        ['Profile', 'Not shared by the tenant'],
      ];
  return (
    <section aria-labelledby="owner-offer-heading" className="rounded-2xl border border-border bg-card p-5" data-testid="owner-offer">
      <h1 id="owner-offer-heading" className="text-xl font-bold text-foreground">
        An offer for your home
      </h1>
      <Rows rows={terms} />
      <h2 className="mt-5 text-sm font-semibold uppercase tracking-wide text-muted-foreground">The tenant</h2>
      <Rows rows={tenant} />
      {view.counter ? (
        <p className="mt-4 rounded-xl bg-muted p-3 text-sm">
          Your counter: {formatRupees(view.counter.rent)} / month, deposit {formatRupees(view.counter.deposit)}, move-in {formatCalendarDay(view.counter.moveinDate)}.
        </p>
      ) : null}
    </section>
  );
}

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="mt-3 divide-y divide-border text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-right font-medium text-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
