// The first-visit offer of the browser's own language: shown once the page is idle, in the language it offers,
// only when no choice is remembered; either answer is remembered in the cookie the middleware reads.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { LanguageSuggestion } from '@/components/i18n/language-suggestion';
import { LOCALE_COOKIE, LOCALES, suggestedLocale, type Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/server/i18n/messages';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));

const OFFERS = Object.fromEntries(LOCALES.map((locale) => [locale, messagesFor(locale).common.language])) as Record<Locale, ReturnType<typeof messagesFor>['common']['language']>;

function clearCookie() {
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
}

function browserPrefers(...languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
}

async function showAt(pathname: string, locale: Locale) {
  jest.mocked(usePathname).mockReturnValue(pathname);
  render(<LanguageSuggestion locale={locale} offers={OFFERS} />);
  await act(async () => {
    jest.runOnlyPendingTimers();
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  clearCookie();
});
afterEach(() => jest.useRealTimers());

test('the browser language chosen among ours, first match wins, none when it is the page own', () => {
  expect(suggestedLocale(['kn-IN', 'en-US'], 'en')).toBe('kn');
  expect(suggestedLocale(['fr-FR', 'hi', 'kn'], 'en')).toBe('hi');
  expect(suggestedLocale(['en-GB', 'kn'], 'en')).toBeNull();
  expect(suggestedLocale(['kn'], 'kn')).toBeNull();
  expect(suggestedLocale(['en-IN'], 'hi')).toBe('en');
  expect(suggestedLocale(['fr', 'de'], 'en')).toBeNull();
  expect(suggestedLocale([], 'en')).toBeNull();
});

test('a Kannada browser on an English page is offered the Kannada page, in Kannada; taking it remembers Kannada', async () => {
  browserPrefers('kn-IN', 'en-IN');
  await showAt('/society/Sobha-Silicon--Oasis', 'en');
  const offer = screen.getByRole('complementary', { name: 'ಈ ಪುಟ ಕನ್ನಡದಲ್ಲಿಯೂ ಇದೆ.' });
  expect(offer).toHaveAttribute('lang', 'kn');
  const link = screen.getByRole('link', { name: 'ಕನ್ನಡದಲ್ಲಿ ಓದಿ' });
  expect(link).toHaveAttribute('href', '/kn/society/Sobha-Silicon--Oasis');
  // jsdom cannot navigate: the link's own handler runs, the navigation is held back.
  link.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(link);
  expect(document.cookie).toContain(`${LOCALE_COOKIE}=kn`);
});

test('declining keeps the page language, remembered, and the offer goes', async () => {
  browserPrefers('hi-IN');
  await showAt('/kn/about', 'kn');
  expect(screen.getByRole('link', { name: 'हिन्दी में पढ़ें' })).toHaveAttribute('href', '/hi/about');
  fireEvent.click(screen.getByRole('button', { name: 'नहीं, धन्यवाद' }));
  expect(screen.queryByRole('complementary')).toBeNull();
  expect(document.cookie).toContain(`${LOCALE_COOKIE}=kn`);
});

test('nothing is offered once a choice is remembered, or to a browser that prefers the page language', async () => {
  browserPrefers('kn-IN');
  document.cookie = `${LOCALE_COOKIE}=en; path=/`;
  await showAt('/about', 'en');
  expect(screen.queryByRole('complementary')).toBeNull();
  clearCookie();
  browserPrefers('en-IN', 'kn');
  await showAt('/about', 'en');
  expect(screen.queryByRole('complementary')).toBeNull();
});
