// What 'Download my data' never carries, whoever the copy was for (docs/privacy.md "Access"): a one-time code of
// any kind (sign-in, WhatsApp, an owner's device code), a link that works by its token (sign-in, owner, download,
// undo, unsubscribe), or a gate pass. A file is a copy that travels (e-mail, a shared drive): anything in it that
// opens a door would open it for whoever reads it.

export const CODE_REMOVED = '[code removed]';
export const LINK_PART_REMOVED = '[removed]';

/** Every one-time code we send is 6 digits (server/auth/codes.ts, the festival's and the owners' codes). */
const ONE_TIME_CODE = /(?<![\w.-])\d{6}(?![\w-])/g;
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'()]+/gi;
/** A path segment that reads as a word or an id (a slug, a UUID, a page number): not a secret. */
const PLAIN_SEGMENT = /^(?:[a-z0-9]{1,15}|[a-z0-9]+(?:-[a-z0-9]+)+|\[[\w.]+\])$/;

function plainSegment(segment: string): boolean {
  return segment === '' || PLAIN_SEGMENT.test(segment);
}

/** A URL with every part that could carry a token taken out: the query, the fragment and any token-like segment. */
export function redactUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return LINK_PART_REMOVED;
  }
  const path = url.pathname
    .split('/')
    .map((segment) => (plainSegment(segment) ? segment : LINK_PART_REMOVED))
    .join('/');
  return `${url.protocol}//${url.host}${path}${url.search || url.hash ? `?${LINK_PART_REMOVED}` : ''}`;
}

/**
 * A message's text with its codes and link tokens removed, and any of the person's gate passes (raw or as the
 * pass shows it, ABCD-EFGH). Dates, amounts (₹40,000) and phone numbers are not 6 digits on their own.
 */
export function redactSecrets(text: string, passCodes: readonly string[] = []): string {
  let out = text.replace(URL_IN_TEXT, (url) => redactUrl(url));
  for (const pass of passCodes) {
    if (pass.length < 6) continue;
    out = out.replaceAll(pass, CODE_REMOVED).replaceAll(`${pass.slice(0, 4)}-${pass.slice(4)}`, CODE_REMOVED);
  }
  return out.replace(ONE_TIME_CODE, CODE_REMOVED);
}
