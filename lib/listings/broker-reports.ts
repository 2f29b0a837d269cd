// 'Report a broker' (docs/listings-and-booking.md "No brokers"): GHomes lists only homes of verified owners, so a
// tenant who meets a broker on a listing tells the desk, which settles the report. The fixed words both sides and
// the table's checks share. Pure: no I/O, safe in the browser and on the server.
import type { FactsTranslate } from '@/lib/societies/facts-copy';

/** What happened, as the report form offers it; the codes are stored, the words are shown. */
export const BROKER_REPORT_REASONS = ['brokerage', 'agent_answered', 'not_owner', 'other'] as const;
export type BrokerReportReason = (typeof BROKER_REPORT_REASONS)[number];

export const BROKER_REPORT_REASON_WORDS: Readonly<Record<BrokerReportReason, string>> = {
  brokerage: 'Asked for brokerage or commission',
  agent_answered: 'A broker or agent answered, not the owner',
  not_owner: 'The home is not as listed / not the owner’s',
  other: 'Something else',
};

/** How the desk settles a report. */
export const BROKER_REPORT_OUTCOMES = ['broker_confirmed', 'not_broker'] as const;
export type BrokerReportOutcome = (typeof BROKER_REPORT_OUTCOMES)[number];

export const BROKER_REPORT_OUTCOME_WORDS: Readonly<Record<BrokerReportOutcome, string>> = {
  broker_confirmed: 'Broker confirmed — listing removed',
  not_broker: 'Not a broker',
};

/** A reason's words, in the page's language with its `facts` translate function. */
export function brokerReportReasonWords(reason: BrokerReportReason, t?: FactsTranslate): string {
  return t ? t(`brokerReports.reasons.${reason}`) : BROKER_REPORT_REASON_WORDS[reason];
}

/** An outcome's words, in the page's language with its `facts` translate function. */
export function brokerReportOutcomeWords(outcome: BrokerReportOutcome, t?: FactsTranslate): string {
  return t ? t(`brokerReports.outcomes.${outcome}`) : BROKER_REPORT_OUTCOME_WORDS[outcome];
}

export const BROKER_REPORT_DETAILS_MAX = 500;

/** New reports one person may send in a day: enough for a bad afternoon of visits, too few to flood the desk. */
export const BROKER_REPORTS_PER_DAY = 5;

/** How long a report may wait for the desk: the confirmation promises 'within one working day'. */
export const BROKER_REPORT_SLA_HOURS = 24;

/** The report page of one listing (rent or sale: both tables' ids are random uuids and never collide). */
export const reportBrokerPath = (listingId: string) => `/report-broker/${listingId}`;
