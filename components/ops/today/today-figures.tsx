import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatRupees } from '@/lib/amounts';
import { NEW_HOME_SLA_HOURS } from '@/lib/owners/home-submission';
import { BROKER_REPORT_SLA_HOURS } from '@/lib/listings/broker-reports';
import { slaTone, waitedText, type SlaTone } from '@/lib/ops/sla';
import { calendarDayParts } from '@/lib/time/india';
import type { DeskToday, WaitingFigure } from '@/lib/ops/today';

// The desk's Today: what waits, each figure a link to the list it counts (server component: no client code).

const TONE_CLASSES: Record<SlaTone, string> = {
  ok: 'border-border bg-card',
  amber: 'border-amber-300 bg-amber-50 text-amber-950',
  red: 'border-red-300 bg-red-50 text-red-950',
};

export interface TodayLinks {
  offers: string;
  messages: string;
  unconfirmed: string;
  withoutOwner: string;
  rentChanges: string;
  newHomes: string;
  brokerReports: string;
  queue: string;
  visits: (date: string, societyId: string) => string;
  /** A tenancy on the desk's tenancies list. */
  tenancy: (tenancyId: string) => string;
}

function Figure({ href, label, value, tone = 'ok', children, testId }: { href: string; label: string; value: number; tone?: SlaTone; children?: ReactNode; testId: string }) {
  return (
    <li>
      <Link href={href} className={`flex min-h-11 flex-col rounded-xl border p-4 shadow-sm hover:border-primary/60 ${TONE_CLASSES[tone]}`} data-testid={testId}>
        <span className="text-sm font-medium">{label}</span>
        <span className="text-3xl font-bold tabular-nums">{value}</span>
        {children ? <span className="mt-1 text-sm">{children}</span> : null}
      </Link>
    </li>
  );
}

/** 'Oldest waiting 26 h: past the 24 h target' (red), 'Oldest waiting 13 h of 24 h' (amber), or the wait alone. */
function oldestLine(figure: WaitingFigure, slaHours: number, now: number): { tone: SlaTone; text: string | null } {
  if (!figure.oldestAt || figure.count === 0) return { tone: 'ok', text: null };
  const waited = now - figure.oldestAt.getTime();
  const tone = slaTone(waited, slaHours);
  const base = `Oldest waiting ${waitedText(waited)}`;
  if (tone === 'red') return { tone, text: `${base}: past the ${slaHours} h target` };
  if (tone === 'amber') return { tone, text: `${base} of ${slaHours} h` };
  return { tone, text: base };
}

const dayLabel = (date: string) => {
  const { weekday, day, month } = calendarDayParts(date);
  return `${weekday} ${day} ${month}`;
};

/** Deposits whose return is overdue, each with its days late and a link to its tenancy. */
function OverdueDeposits({ deposits, link }: { deposits: DeskToday['depositsOverdue']; link: (tenancyId: string) => string }) {
  if (!deposits?.length) return null;
  return (
    <section aria-labelledby="deposits-heading" className="space-y-3">
      <h2 id="deposits-heading" className="text-lg font-semibold">
        Deposits overdue
      </h2>
      <ul className="space-y-2" data-testid="today-deposits-overdue">
        {deposits.map((deposit) => (
          <li key={deposit.tenancyId}>
            <Link href={link(deposit.tenancyId)} className={`flex min-h-11 flex-wrap items-center justify-between gap-2 rounded-xl border p-3 text-sm hover:border-primary/60 ${TONE_CLASSES.red}`}>
              <span className="font-medium">
                {deposit.home} · {deposit.societyName}
              </span>
              <span>
                {formatRupees(deposit.amount)} due {dayLabel(deposit.dueOn)}: <strong>{deposit.daysLate} {deposit.daysLate === 1 ? 'day' : 'days'} late</strong>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Each waiting figure's oldest line against its target (null when the role does not see the figure). */
function waitingLines(today: DeskToday, sla: { offerHours: number; messageHours: number }, now: number) {
  const line = (figure: WaitingFigure | null, hours: number) => (figure ? oldestLine(figure, hours, now) : null);
  return { offers: line(today.offers, sla.offerHours), messages: line(today.messages, sla.messageHours), newHomes: line(today.newHomes, NEW_HOME_SLA_HOURS), brokerReports: line(today.brokerReports, BROKER_REPORT_SLA_HOURS) };
}

export function TodayFigures({ today, links, sla, now }: { today: DeskToday; links: TodayLinks; sla: { offerHours: number; messageHours: number }; now: number }) {
  const { offers, messages, newHomes, brokerReports } = waitingLines(today, sla, now);
  return (
    <div className="space-y-6">
      {today.offers || today.messages || today.listings || today.rentChanges || today.newHomes || today.failedJobs !== null ? (
        <section aria-labelledby="waiting-heading" className="space-y-3">
          <h2 id="waiting-heading" className="text-lg font-semibold">
            What waits
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
            {today.offers && offers ? (
              <Figure href={links.offers} label="Offers waiting for an answer" value={today.offers.count} tone={offers.tone} testId="today-offers">
                {offers.text}
              </Figure>
            ) : null}
            {today.messages && messages ? (
              <Figure href={links.messages} label="Messages not handled" value={today.messages.count} tone={messages.tone} testId="today-messages">
                {messages.text}
              </Figure>
            ) : null}
            {today.listings ? (
              <>
                <Figure href={links.unconfirmed} label="Listings hidden as unconfirmed" value={today.listings.unconfirmed} testId="today-unconfirmed">
                  The owner did not confirm in time
                </Figure>
                <Figure href={links.withoutOwner} label="Live listings without an owner" value={today.listings.withoutOwner} testId="today-without-owner">
                  Nobody to ask if it is still free
                </Figure>
              </>
            ) : null}
            {today.brokerReports && brokerReports ? (
              <Figure href={links.brokerReports} label="Broker reports" value={today.brokerReports.count} tone={brokerReports.tone} testId="today-broker-reports">
                {brokerReports.text ?? (today.brokerReports.count > 0 ? 'Tenants say a broker runs these listings' : null)}
              </Figure>
            ) : null}
            {today.rentChanges ? (
              <Figure href={links.rentChanges} label="New rents to check" value={today.rentChanges.count} testId="today-rent-changes">
                {today.rentChanges.count > 0 ? 'Owners asked more than 30% away from the listed rent' : null}
              </Figure>
            ) : null}
            {today.newHomes && newHomes ? (
              <Figure href={links.newHomes} label="New homes to check" value={today.newHomes.count} tone={newHomes.tone} testId="today-new-homes">
                {newHomes.text}
              </Figure>
            ) : null}
            {today.failedJobs !== null ? (
              <Figure href={links.queue} label="Jobs failed for good" value={today.failedJobs} tone={today.failedJobs > 0 ? 'red' : 'ok'} testId="today-failed-jobs">
                {today.failedJobs > 0 ? 'Fix the cause, then retry' : null}
              </Figure>
            ) : null}
          </ul>
        </section>
      ) : null}

      <OverdueDeposits deposits={today.depositsOverdue} link={links.tenancy} />
      <section aria-labelledby="visits-heading" className="space-y-3">
        <h2 id="visits-heading" className="text-lg font-semibold">
          Visits today and tomorrow
        </h2>
        {today.visits.length ? (
          <div className="overflow-x-auto rounded-xl border">
            <table className="w-full text-sm" data-testid="today-visits">
              <caption className="sr-only">Visits per society, today and tomorrow (India time)</caption>
              <thead className="bg-muted/50 text-left">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">Society</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">Today, {dayLabel(today.today)}</th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">Tomorrow, {dayLabel(today.tomorrow)}</th>
                </tr>
              </thead>
              <tbody>
                {today.visits.map((row) => (
                  <tr key={row.societyId} className="border-t">
                    <th scope="row" className="px-3 py-1 text-left font-medium">{row.societyName}</th>
                    {([['today', today.today, row.today], ['tomorrow', today.tomorrow, row.tomorrow]] as const).map(([key, date, value]) => (
                      <td key={key} className="px-3 py-1 text-right tabular-nums">
                        <Link
                          href={links.visits(date, row.societyId)}
                          className="inline-flex min-h-11 min-w-11 items-center justify-end font-semibold text-primary hover:underline"
                          aria-label={`${value} ${value === 1 ? 'visit' : 'visits'} ${key} at ${row.societyName}`}
                        >
                          {value}
                        </Link>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="rounded-xl border border-dashed p-4 text-sm text-muted-foreground" data-testid="today-no-visits">
            No visits booked for today or tomorrow.
          </p>
        )}
      </section>
    </div>
  );
}
