// Desktop redirect rules (spec 2.16): width 900 or more and no mobile user agent goes to /desktop-message;
// crawlers are exempt. Pure so that middleware and tests share it.

export const DESKTOP_MIN_WIDTH = 900;
/** Cookie the client sets with window.innerWidth, so the server can apply the width rule. */
export const VIEWPORT_WIDTH_COOKIE = 'gh_vw';

const BOT_PATTERN =
  /bot\b|crawler|spider|crawling|slurp|googlebot|bingbot|yandex|baiduspider|duckduckbot|facebookexternalhit|twitterbot|linkedinbot|embedly|whatsapp|telegrambot|applebot|petalbot|semrush|ahrefs|lighthouse|chrome-lighthouse|pagespeed|headlesschrome/i;
const MOBILE_PATTERN = /android|iphone|ipad|ipod|mobile|blackberry|iemobile|opera mini|webos|windows phone|kindle|silk/i;

export function isBot(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_PATTERN.test(userAgent);
}

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && MOBILE_PATTERN.test(userAgent);
}

/**
 * True when the request should be sent to /desktop-message: not a crawler, not a phone user agent, and
 * the width the page last reported is 900 or more (or unknown, on the first visit).
 */
export function shouldRedirectToDesktopMessage(userAgent: string | null | undefined, widthCookie: string | undefined): boolean {
  if (isBot(userAgent) || isMobileUserAgent(userAgent)) return false;
  if (widthCookie === undefined) return true;
  const width = Number(widthCookie);
  return !Number.isFinite(width) || width >= DESKTOP_MIN_WIDTH;
}
