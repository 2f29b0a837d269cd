/** @jest-environment node */
// The benchmarks' report: a run replaces its own section of docs/benchmarks.md, and the section it replaced goes to
// docs/benchmarks-log.md in date order.
import { insertLogEntry, replaceSection, runDate } from '../../bench/lib/report';

const DOC = '# Benchmarks\n\nIntro.\n\n## Search\n\nRun 2026-11-24T11:33:23Z, old figures.\n\n## Pages\n\nPages text.\n';

describe('replaceSection', () => {
  it('replaces only its own section and returns the body it replaced', () => {
    const { next, replaced } = replaceSection(DOC, 'Search', 'Run 2026-11-26T09:00:00Z, new figures.');
    expect(next).toBe('# Benchmarks\n\nIntro.\n\n## Search\n\nRun 2026-11-26T09:00:00Z, new figures.\n\n## Pages\n\nPages text.\n');
    expect(replaced).toBe('Run 2026-11-24T11:33:23Z, old figures.');
  });

  it('appends a section that is not there yet, replacing nothing', () => {
    const { next, replaced } = replaceSection(DOC, 'Import', 'Import text.');
    expect(next.endsWith('## Pages\n\nPages text.\n\n## Import\n\nImport text.\n')).toBe(true);
    expect(replaced).toBeNull();
  });
});

describe('runDate', () => {
  it.each([
    ['Run 2026-11-24T11:33:23Z with `npm run bench`', '2026-11-24 11:33'],
    ['served in the same run; 2026-11-25 00:43 UTC; load average', '2026-11-25 00:43'],
    ['measured on 2026-11-23', '2026-11-23'],
    ['no date at all', null],
  ])('%s', (text, date) => {
    expect(runDate(text)).toBe(date);
  });
});

describe('insertLogEntry', () => {
  const LOG = '# Log\n\nIntro.\n\n## 2026-11-23 11:45 UTC: first\n\nA.\n\n## 2026-11-24 13:48 UTC: second\n\nB.\n';

  it('places an entry between the entries dated before and after it', () => {
    const next = insertLogEntry(LOG, '2026-11-24 11:33 UTC: Search, the run since replaced', 'Old figures.');
    expect(next).toBe(
      '# Log\n\nIntro.\n\n## 2026-11-23 11:45 UTC: first\n\nA.\n\n## 2026-11-24 11:33 UTC: Search, the run since replaced\n\nOld figures.\n\n## 2026-11-24 13:48 UTC: second\n\nB.\n',
    );
  });

  it('places the newest entry last, after one of the same date', () => {
    const next = insertLogEntry(LOG, '2026-11-24 13:48 UTC: third', 'C.');
    expect(next.endsWith('## 2026-11-24 13:48 UTC: second\n\nB.\n\n## 2026-11-24 13:48 UTC: third\n\nC.\n')).toBe(true);
  });

  it('places an entry older than all before the first one, after the intro', () => {
    const next = insertLogEntry(LOG, '2026-11-22 07:00 UTC: zeroth', 'Z.');
    expect(next.startsWith('# Log\n\nIntro.\n\n## 2026-11-22 07:00 UTC: zeroth\n\nZ.\n\n## 2026-11-23 11:45 UTC: first')).toBe(true);
  });
});
