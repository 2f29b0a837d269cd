import { isBot, isMobileUserAgent, shouldRedirectToDesktopMessage } from '@/lib/device';

const UA = {
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  bingbot: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

describe('desktop redirect rule (spec 2.16)', () => {
  it('exempts crawlers whatever the width', () => {
    expect(isBot(UA.googlebot)).toBe(true);
    expect(isBot(UA.bingbot)).toBe(true);
    expect(shouldRedirectToDesktopMessage(UA.googlebot, undefined)).toBe(false);
    expect(shouldRedirectToDesktopMessage(UA.googlebotSmartphone, undefined)).toBe(false);
    expect(shouldRedirectToDesktopMessage(UA.bingbot, '1920')).toBe(false);
  });

  it('never redirects phones, even with a wide or missing width', () => {
    expect(isMobileUserAgent(UA.iphone)).toBe(true);
    expect(isMobileUserAgent(UA.android)).toBe(true);
    expect(shouldRedirectToDesktopMessage(UA.iphone, undefined)).toBe(false);
    expect(shouldRedirectToDesktopMessage(UA.android, '1024')).toBe(false);
  });

  it('redirects desktop Chrome when the width is unknown (first visit)', () => {
    expect(isBot(UA.desktopChrome)).toBe(false);
    expect(isMobileUserAgent(UA.desktopChrome)).toBe(false);
    expect(shouldRedirectToDesktopMessage(UA.desktopChrome, undefined)).toBe(true);
  });

  it('lets a narrow desktop window through and redirects from 900 up', () => {
    expect(shouldRedirectToDesktopMessage(UA.desktopChrome, '800')).toBe(false);
    expect(shouldRedirectToDesktopMessage(UA.desktopChrome, '899')).toBe(false);
    expect(shouldRedirectToDesktopMessage(UA.desktopChrome, '900')).toBe(true);
    expect(shouldRedirectToDesktopMessage(UA.desktopChrome, '1440')).toBe(true);
  });

  it('treats a garbage width as unknown and redirects', () => {
    expect(shouldRedirectToDesktopMessage(UA.desktopChrome, 'abc')).toBe(true);
    expect(shouldRedirectToDesktopMessage(UA.desktopChrome, 'NaN')).toBe(true);
  });

  it('redirects a request with no user agent at all', () => {
    expect(shouldRedirectToDesktopMessage(null, undefined)).toBe(true);
  });
});
