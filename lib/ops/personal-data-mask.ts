// What the desk shows of a failed job's error. The errors come from the providers and our own delivery code:
// an SMTP refusal names the recipient's address ('550 <asha@example.com>: mailbox unavailable'), a Twilio error
// the number ('The 'To' number +919812345678 is not a valid phone number'), a stack trace our file paths. Staff
// need the kind of failure, never whose it was, so addresses and numbers are masked and only the first line,
// cut to a readable length, is kept.

export const SHOWN_ERROR_MAX = 240;

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
// A phone number: 8 or more digits, optionally after a '+', with spaces, dots, dashes or brackets between them.
// Shorter runs (status codes, ports, counts, years) stay readable.
const PHONE = /\+?\d(?:[\s().-]*\d){7,}/g;
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
