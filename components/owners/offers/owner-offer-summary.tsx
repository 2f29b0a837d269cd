'use client';

import { useCopy } from '@/components/i18n/copy-scope';
import { formatRupees } from '@/lib/amounts';
import { homeWithUnit } from '@/lib/listings/display';
import type { OwnerOfferView } from '@/lib/owners/answers';
import { formatCalendarDay } from '@/lib/time/india';

/**
 * The offer as its owner sees it: the home with its unit, the offered rent and deposit beside the owner's asking
 * ones, the move-in date, what the tenant wrote for the owner, and the tenant's summary (first name only, no
 * contact).
 */
export function OwnerOfferSummary({ view, headingId = 'owner-offer-heading', nested = false }: { view: OwnerOfferView; headingId?: string; nested?: boolean }) {
  // On the link page the offer is the page (h1); on the homes page it sits under its home (h3).
  const Heading = nested ? 'h3' : 'h1';
  const Part = nested ? 'h4' : 'h2';
  const t = useCopy('owners');
  const summary = view.tenant.summary;
  const tenant: [string, string][] = summary
    ? [
        [t('summary.name'), view.tenant.firstName],
        [t('summary.occupation'), summary.occupation],
        [t('summary.tenantType'), summary.tenantType],
        [t('summary.household'), summary.household === 'Other' ? t('summary.neither') : summary.household],
      ]
    : [
        [t('summary.name'), view.tenant.firstName],
        [t('summary.profile'), t('summary.notShared')],
      ];
  const written: [string, string | null][] = [
    [t('summary.extraFittings'), view.extraFittings],
    [t('summary.message'), view.message],
  ];
  const notes = written.filter((note): note is [string, string] => Boolean(note[1]));
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border bg-card p-5" data-testid="owner-offer">
      <Heading id={headingId} className={nested ? 'text-lg font-bold text-foreground' : 'text-xl font-bold text-foreground'}>
        {t('summary.heading')}
      </Heading>
      <Rows rows={[[t('summary.home'), `${homeWithUnit(view.propertyTitle, view.unit)}, ${view.societyName}`]]} />
      <table className="mt-1 w-full text-sm" data-testid="owner-offer-terms">
        <caption className="sr-only">{t('summary.caption')}</caption>
        <thead>
          <tr className="border-b border-border text-left text-xs text-muted-foreground">
            <td className="py-2" />
            <th scope="col" className="py-2 text-right font-medium">
              {t('summary.offered')}
            </th>
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              {t('summary.youAsk')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          <tr>
            <th scope="row" className="py-2 text-left font-normal text-muted-foreground">
              {t('summary.rentMonth')}
            </th>
            <td className="py-2 text-right font-semibold tabular-nums text-foreground">{formatRupees(view.offeredRent)}</td>
            <td className="py-2 pl-3 text-right tabular-nums text-muted-foreground">{formatRupees(view.askingRent)}</td>
          </tr>
          <tr>
            <th scope="row" className="py-2 text-left font-normal text-muted-foreground">
              {t('summary.deposit')}
            </th>
            <td className="py-2 text-right font-semibold tabular-nums text-foreground">{formatRupees(view.offeredDeposit)}</td>
            <td className="py-2 pl-3 text-right tabular-nums text-muted-foreground">{view.askingDeposit === null ? t('summary.notSet') : formatRupees(view.askingDeposit)}</td>
          </tr>
        </tbody>
      </table>
      <Rows rows={[[t('summary.moveIn'), formatCalendarDay(view.moveinDate)]]} />
      {notes.length ? (
        <>
          <Part className="mt-5 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t('summary.tenantWrote')}</Part>
          <dl className="mt-2 space-y-3 text-sm" data-testid="owner-offer-notes">
            {notes.map(([label, text]) => (
              <div key={label}>
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="mt-1 whitespace-pre-line rounded-xl bg-muted p-3 text-foreground [overflow-wrap:anywhere]">{text}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <Part className="mt-5 text-sm font-semibold uppercase tracking-wide text-muted-foreground">{t('summary.theTenant')}</Part>
      <Rows rows={tenant} />
      {view.counter ? (
        <p className="mt-4 rounded-xl bg-muted p-3 text-sm">
          {t('summary.counter', { rent: formatRupees(view.counter.rent), deposit: formatRupees(view.counter.deposit), date: formatCalendarDay(view.counter.moveinDate) })}
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
