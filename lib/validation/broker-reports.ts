// 'Report a broker' payloads (docs/listings-and-booking.md "No brokers"): the tenant's report, shared by the report
// form (zodResolver) and POST /api/broker-reports, and the desk's settlement, shared by its buttons and
// POST /api/ops/broker-reports/{listingId}.
import { z } from '@/lib/validation/zod';
import { BROKER_REPORT_DETAILS_MAX, BROKER_REPORT_OUTCOMES, BROKER_REPORT_REASONS, type BrokerReportOutcome, type BrokerReportReason } from '@/lib/listings/broker-reports';
import { isUuid } from '@/lib/slugs';
import { optionalSafeText } from './text';

export const brokerReportMessages = {
  listingNotFound: 'This home is no longer listed on GHomes, so there is nothing to report. Thank you for telling us.',
  reasonRequired: 'Please choose what happened.',
  detailsTooLong: `Please keep the details under ${BROKER_REPORT_DETAILS_MAX} characters.`,
  signIn: 'Please log in to report a listing.',
  tooMany: 'You have sent several reports today. Please try again tomorrow, or write to us from the Contact page.',
  sent: 'Thanks — our team will check this listing within one working day.',
  alreadySent: 'You have already reported this listing. Our team will check it within one working day.',
  noOpenReport: 'No broker report on this listing waits for the desk.',
  alreadySettled: 'These reports were settled a moment ago by someone else.',
} as const;

const listingId = z.string({ error: brokerReportMessages.listingNotFound }).trim().toLowerCase().refine(isUuid, brokerReportMessages.listingNotFound);

export const brokerReportSchema = z.object({
  listing_id: listingId,
  reason: z.enum(BROKER_REPORT_REASONS, { error: brokerReportMessages.reasonRequired }),
  details: optionalSafeText(BROKER_REPORT_DETAILS_MAX, brokerReportMessages.detailsTooLong),
});
/** What the form holds and sends (the reason is unset until one is chosen). */
export type BrokerReportPayload = z.input<typeof brokerReportSchema>;
export type BrokerReportInput = z.output<typeof brokerReportSchema>;

/** POST /api/broker-reports: 201 for a new report, 200 for the person's open report on that listing sent again. */
export interface BrokerReportAnswer {
  report: { id: string; listingId: string; reason: BrokerReportReason; createdAt: string };
  /** The person had already reported this listing and the desk has not settled it yet: nothing new was stored. */
  repeated: boolean;
  message: string;
}

/** POST /api/ops/broker-reports/{listingId}: the desk's answer to every open report on the listing. */
export const brokerReportSettleSchema = z.object({ outcome: z.enum(BROKER_REPORT_OUTCOMES, { error: 'Choose Broker confirmed or Not a broker.' }) }).strict();
export const brokerReportListingParams = z.object({ listingId: z.string().refine(isUuid, brokerReportMessages.noOpenReport) });

export interface BrokerReportsSettledAnswer {
  listingId: string;
  outcome: BrokerReportOutcome;
  /** How many open reports the answer settled. */
  settled: number;
  /** The listing's status afterwards ('Inactive' once a broker is confirmed). */
  listingStatus: string;
}
