// What the desk shows of a failed job's error. The errors come from the providers and our own delivery code:
// an SMTP refusal names the recipient's address ('550 <asha@example.com>: mailbox unavailable'), a Twilio error
// the number ('The 'To' number +919812345678 is not a valid phone number'), a stack trace our file paths. Staff
// need the kind of failure, never whose it was, so addresses and numbers are masked and only the first line,
// cut to a readable length, is kept.

export const SHOWN_ERROR_MAX = 240;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
// A phone number: international ('+91 98123 45678', '+919812345678'), a bracketed area code ('(080) 4567-8901'),
// an Indian mobile written 5+5 ('98123 45678'), or any run of 10 or more digits. Dates, times, addresses and
// ports ('2026-11-27 17:04:17', '127.0.0.1:2525', 'HTTP 429') stay readable.
const PHONE = /\+\d(?:[\s()-]*\d){6,}|\(\d{2,5}\)[\s-]*\d(?:[\s-]*\d){5,}|\b\d{5}[\s-]\d{5}\b|\b\d{10,}\b/g;
// Postgres and provider messages may quote a value as key=value (an e-mail or a number already caught above);
// a UUID names a row, not a person, and stays: staff look the row up in the desk, which audits that view.

/** The text with every e-mail address and phone number replaced by a placeholder. */
export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(PHONE, '[phone]');
}

/** A job's last error as the desk shows it: first line, masked, at most SHOWN_ERROR_MAX characters. */
export function shownJobError(error: string | null): string | null {
  if (!error) return null;
  const firstLine = error.split('\n').find((line) => line.trim()) ?? '';
  const masked = maskPersonalData(firstLine.trim());
  return masked.length > SHOWN_ERROR_MAX ? `${masked.slice(0, SHOWN_ERROR_MAX - 1)}…` : masked;
}

/** The largest part of an error the desk unfolds: its whole text, masked, up to this many characters. */
export const FULL_ERROR_MAX = 4000;

/** A job's last error in full for the desk's folded part: every line, masked, at most FULL_ERROR_MAX characters. */
export function fullJobError(error: string | null): string | null {
  if (!error?.trim()) return null;
  const masked = maskPersonalData(error.trim());
  return masked.length > FULL_ERROR_MAX ? `${masked.slice(0, FULL_ERROR_MAX - 1)}…` : masked;
}
