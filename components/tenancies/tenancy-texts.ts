// The tenancy screens' words are messages of the `tenancy` namespace, read with `useCopy('tenancy')`. The routes under
// app/api/tenancies answer in English (their words are the spec's and the other clients' too); the texts a tenant
// or an owner reads from them, refusals and 'Saved.' alike, are read here in the page's language, the way the
// security desk reads the gate's (components/gate/gate-desk-api.ts). A text this page does not know is shown as
// it came.
import type { useCopy } from '@/components/i18n/copy-scope';
import { formatRupees, withAmountWords } from '@/lib/amounts';
import type { Locale } from '@/lib/i18n/locales';
import { apiErrorMessage, NETWORK_ERROR_MESSAGE, SOMETHING_WENT_WRONG } from '@/lib/api/client';
import { REPORT_LIMITS } from '@/lib/tenancies/condition-report';
import { DEPOSIT_LIMITS } from '@/lib/tenancies/deposit';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOAD_REFUSALS } from '@/lib/uploads';
import { conditionReportMessages } from '@/lib/validation/condition-reports';
import { depositMessages } from '@/lib/validation/deposits';

export type TenancyCopy = ReturnType<typeof useCopy<'tenancy'>>;
type ServerKey = Parameters<TenancyCopy>[0];

/** The server's words, word for word, by their text (the schemas', the services' and the routes'). */
const SERVER_TEXTS: ReadonlyMap<string, ServerKey> = new Map<string, ServerKey>([
  [NETWORK_ERROR_MESSAGE, 'server.network'],
  [SOMETHING_WENT_WRONG, 'server.somethingWrong'],
  // server/db/unavailable.ts, which the browser cannot import.
  ['The service is temporarily unavailable. Please try again in a minute.', 'server.unavailable'],
  ['Not found', 'server.notFound'],
  ['This tenancy was cancelled.', 'server.cancelled'],
  ['This tenancy was cancelled, so its move-in steps stay as they were.', 'server.stepsCancelled'],
  ['Choose to do, done or not needed.', 'server.chooseState'],
  ['We have no proved number or e-mail to send your code to. Please ask the GHomes team.', 'server.noChannel'],
  ['You have already agreed to this version.', 'server.alreadyAgreed'],
  ['Too many codes were asked for in the last hour. Please try again later.', 'server.tooManyCodes'],
  ['The code is incorrect or has expired.', 'server.invalidCode'],
  ['The agreement has changed since you read it. Please read the new version.', 'server.agreementChanged'],
  ['Enter the 6-digit code.', 'confirm.enterCode'],
  ['Read the agreement first.', 'server.readFirst'],
  ['You both agreed. The final agreement shows both confirmations.', 'server.bothAgreed'],
  ['You agreed. We will let you know when the other side has agreed.', 'server.youAgreed'],
  ['The PDF is made once both of you have confirmed the report.', 'server.pdfNotReady'],
  ['Choose present, missing or damaged.', 'server.chooseFitting'],
  ['Nothing to save.', 'server.nothingToSave'],
  ['Write a note, or leave it empty.', 'server.writeNote'],
  ['Write what the tenant should change.', 'server.writeChange'],
  ['Choose the day it was paid.', 'server.dayPaid'],
  ['Choose the day the keys came back.', 'server.dayKeys'],
  ['Choose the day it was returned.', 'server.dayReturned'],
  ['Write what the deduction is for.', 'server.deductionFor'],
  ['Say briefly why you dispute it.', 'server.disputeWhy'],
  ['Accept or dispute the deduction.', 'server.acceptOrDispute'],
  ['The amount paid is required', 'server.amountPaidRequired'],
  ['The amount is required', 'server.amountRequired'],
  ['The amount returned is required', 'server.amountReturnedRequired'],
  ['Expected a whole number', 'server.wholeNumber'],
  ['Expected a number', 'server.aNumber'],
  [UPLOAD_REFUSALS.not_an_image, 'server.notAnImage'],
  [UPLOAD_REFUSALS.not_a_document, 'server.notADocument'],
  [UPLOAD_REFUSALS.file_too_large, 'server.fileTooLarge'],
  [UPLOAD_REFUSALS.image_too_large, 'server.imageTooLarge'],
  ...Object.entries(depositMessages).map(([key, text]) => [text, `server.deposit.${key}`] as [string, ServerKey]),
  // 'Saved.' is the report's note and details answer and the room note's own word alike.
  ...Object.entries(conditionReportMessages).map(([key, text]) => [text, `server.report.${key}`] as [string, ServerKey]),
]);

/** The numbers the server's words name, for the messages that name them. */
const LIMITS = {
  count: 0,
  megabytes: UPLOAD_MAX_BYTES / (1024 * 1024),
  megapixels: UPLOAD_MAX_PIXELS / 1_000_000,
};
const COUNTS: Partial<Record<ServerKey, number>> = {
  'server.deposit.tooManyDeductions': DEPOSIT_LIMITS.deductionsPerDeposit,
  'server.report.tooManyPhotosInRoom': REPORT_LIMITS.photosPerRoom,
  'server.report.tooManyPhotos': REPORT_LIMITS.photosPerReport,
};

const PATTERNS: readonly [RegExp, (match: RegExpExecArray, t: TenancyCopy) => string][] = [
  [/^At most (\d+) characters$/, (match, t) => t('server.atMostChars', { count: match[1]! })],
  [/^Must be at least (-?\d+)$/, (match, t) => t('server.atLeast', { value: match[1]! })],
  [/^Must be at most (-?\d+)$/, (match, t) => t('server.atMostValue', { value: match[1]! })],
  [/^We sent a 6-digit code to (.+)\. Enter it here to agree\.$/, (match, t) => t('server.codeSent', { to: match[1]! })],
  [/^A code was sent a moment ago\. You can ask for another after (\d+) seconds\.$/, (match, t) => t('server.codeRecent', { seconds: match[1]! })],
];

/** A text of the tenancy routes in the page's language; one this page does not know is shown as it came. */
export function tenancyServerText(text: string, t: TenancyCopy): string {
  const key = SERVER_TEXTS.get(text);
  if (key) return t(key, { ...LIMITS, count: COUNTS[key] ?? LIMITS.count });
  for (const [pattern, say] of PATTERNS) {
    const match = pattern.exec(text);
    if (match) return say(match, t);
  }
  return text;
}

/** What a failed call shows, in the page's language: the server's reason, else `fallback` (else the generic line). */
export function tenancyErrorText(cause: unknown, t: TenancyCopy, fallback?: string): string {
  return tenancyServerText(apiErrorMessage(cause, fallback ?? t('server.somethingWrong')), t);
}

/** '₹40,000', with its words beside it on a Kannada or Hindi page ('₹40,000 (40 ಸಾವಿರ)'); English writes none. */
export function amountText(amount: number, locale: Locale): string {
  return withAmountWords(formatRupees(amount), amount, locale);
}
