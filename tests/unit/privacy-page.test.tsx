// The Privacy page: contents whose jump links reach every heading (and stay there: the scroll-to-top on a hash
// change leaves an in-page jump), the day it was last updated, the grievance officer by name and address, and the
// Data Protection Board of India linked. Server-rendered: no script.
import { act, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { PrivacyPage } from '@/components/privacy/privacy-page';
import { DATA_PROTECTION_BOARD_URL, PRIVACY_SECTIONS } from '@/lib/privacy/notice';
import { DEFAULT_RETENTION, retentionItems } from '@/lib/privacy/retention';
import { retentionRows } from '@/components/privacy/retention-rows';
import { translatorFor } from '@/server/i18n/translator';
import { setTestLocale } from '@/tests/helpers/server-translations';

jest.mock('next/navigation', () => ({ usePathname: () => '/privacy', useSearchParams: () => new URLSearchParams() }));

const officer = { name: 'Anjali Menon', email: 'privacy@ghomes.in' };
const page = () => <PrivacyPage brand="GHomes" grievanceOfficer={officer} retention={DEFAULT_RETENTION} />;

test('contents: one jump link per part, each to a heading of the page, in order', () => {
  render(page());
  const contents = screen.getByRole('navigation', { name: 'Contents' });
  const links = within(contents).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(PRIVACY_SECTIONS.map((section) => section.title));
  for (const link of links) {
    const target = document.getElementById(link.getAttribute('href')!.slice(1));
    expect(target?.tagName).toBe('H2');
    expect(target).toHaveTextContent(link.textContent!);
    expect(target).toHaveClass('scroll-mt-20'); // lands below the sticky header
    expect(link).toHaveClass('min-h-11');
  }
});

test('the day it was last updated, the grievance officer named, the Board linked', () => {
  render(page());
  expect(screen.getByTestId('privacy-updated')).toHaveTextContent(/^Last updated \d{1,2} [A-Z][a-z]{2} \d{4}$/);
  expect(screen.getByTestId('privacy-updated').querySelector('time')).toHaveAttribute('dateTime', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
  const grievance = screen.getByRole('region', { name: 'Questions and complaints' });
  expect(grievance).toHaveTextContent('Our grievance officer, Anjali Menon, answers questions and complaints about your personal data at privacy@ghomes.in');
  expect(within(grievance).getByRole('link', { name: 'privacy@ghomes.in' })).toHaveAttribute('href', 'mailto:privacy@ghomes.in');
  const board = within(grievance).getByRole('link', { name: /^Data Protection Board of India/ });
  expect(board).toHaveAttribute('href', DATA_PROTECTION_BOARD_URL);
  expect(DATA_PROTECTION_BOARD_URL).toMatch(/^https:\/\/[a-z.]+\.gov\.in\/$/);
  expect(board).toHaveAttribute('rel', 'noopener noreferrer');
});

test('server-rendered without script', () => {
  expect(renderToStaticMarkup(page())).not.toContain('<script');
});

describe('a hash change scrolls to the top, unless it is a jump to an element of the page', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    scrollTo.mockClear();
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  const changeHash = (hash: string) =>
    act(() => {
      window.history.replaceState(null, '', hash);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });

  test('a contents link stays where it jumped; a hash naming nothing goes to the top', () => {
    render(
      <>
        <ScrollToTop />
        {page()}
      </>,
    );
    changeHash('#privacy-rights');
    expect(scrollTo).not.toHaveBeenCalled();
    changeHash('#no-such-part');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    scrollTo.mockClear();
    changeHash('#%E0%A4%A');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});

describe('in Kannada and Hindi', () => {
  afterEach(() => setTestLocale('en'));

  test('the English retention rows are lib/privacy/retention.ts word for word, whatever the periods', () => {
    const t = translatorFor('en', 'info.privacy.retention');
    for (const settings of [DEFAULT_RETENTION, { codeDays: 2, messageDays: 365, leadDays: 730, securityLogDays: 30, tenancyDays: 1 }]) {
      expect(retentionRows(settings, t)).toEqual(retentionItems(settings));
    }
  });

  test.each([
    ['kn', 'ಪರಿವಿಡಿ', 'ಪ್ರಶ್ನೆಗಳು ಮತ್ತು ದೂರುಗಳು', '/kn/profile', 'ಡಿಸೆಂ'],
    ['hi', 'विषय-सूची', 'सवाल और शिकायतें', '/hi/profile', 'दिस'],
  ] as const)('%s: the contents, the notice, its date and its links are in the language', (locale, contents, grievanceTitle, profile, month) => {
    setTestLocale(locale);
    render(page());
    const nav = screen.getByRole('navigation', { name: contents });
    for (const link of within(nav).getAllByRole('link')) expect(document.getElementById(link.getAttribute('href')!.slice(1))).toHaveTextContent(link.textContent!);
    expect(screen.getByTestId('privacy-updated')).toHaveTextContent(month);
    const grievance = screen.getByRole('region', { name: grievanceTitle });
    expect(within(grievance).getByText('Anjali Menon').tagName).toBe('STRONG');
    expect(within(grievance).getByRole('link', { name: 'privacy@ghomes.in' })).toHaveAttribute('href', 'mailto:privacy@ghomes.in');
    for (const link of screen.getAllByRole('link').filter((element) => element.getAttribute('href')?.endsWith('/profile'))) expect(link).toHaveAttribute('href', profile);
    expect(document.body.textContent).not.toMatch(/What we collect|Withdrawing|Last updated|Only the GHomes team/);
  });
});
