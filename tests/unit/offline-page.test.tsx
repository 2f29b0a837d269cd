/** @jest-environment node */
// The offline page's 'Saved Sat 28 Nov, 11:00 AM': its inline script carries its own copy of the India-time label
// (offline, no module can be loaded), which must read exactly as formatIndiaMoment does everywhere else.
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { OfflinePage, savedAtLabel } from '@/components/offline/offline-page';
import { formatIndiaMoment } from '@/lib/time/india';
import { setTestLocale } from '@/tests/helpers/server-translations';

test("the kept pages' times read as everywhere else: 'Sat 28 Nov, 11:00 AM', India time", () => {
  expect(savedAtLabel(Date.parse('2026-11-28T05:30:00Z'))).toBe('Sat 28 Nov, 11:00 AM');
  expect(savedAtLabel(Date.parse('2026-11-30T18:30:00Z'))).toBe('Tue 1 Dec, 12:00 AM'); // midnight in India
  expect(savedAtLabel(Date.parse('2026-12-02T07:35:00Z'))).toBe('Wed 2 Dec, 1:05 PM');
  fc.assert(
    fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => savedAtLabel(ms) === formatIndiaMoment(ms)),
    { numRuns: 2000 },
  );
});

test('the inline script carries that label and no other date format (no en-IN "am"/"pm")', () => {
  const html = renderToStaticMarkup(<OfflinePage />);
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  expect(script).toContain("'Saved ' + savedAtLabel(page.at)");
  expect(script).not.toContain('Intl.DateTimeFormat');
  // The script's own copy runs as written into the page.
  const label = new Function(`${/var savedAtLabel = ([\s\S]*?);\n\s*var list =/.exec(script)![1]!}; return savedAtLabel;`)() as (ms: number) => string;
  expect(label(Date.parse('2026-11-28T05:30:00Z'))).toBe('Sat 28 Nov, 11:00 AM');
});

test('in Kannada the page and the words its script writes read in Kannada; English keeps its script', () => {
  setTestLocale('kn');
  try {
    const html = renderToStaticMarkup(<OfflinePage />);
    expect(html).toContain('ನೀವು ಆಫ್‌ಲೈನ್‌ನಲ್ಲಿದ್ದೀರಿ');
    expect(html).toContain('aria-label="ಈ ಫೋನ್‌ನಲ್ಲಿ ಉಳಿಸಿದ ಪುಟಗಳು"');
    expect(html).toContain("'ಉಳಿಸಿದ್ದು ' + savedAtLabel(page.at)");
  } finally {
    setTestLocale('en');
  }
  const english = renderToStaticMarkup(<OfflinePage />);
  expect(english).toContain("return 'Your visits · ' + heading;");
  expect(english).toContain('aria-label="Pages saved on this phone"');
});
