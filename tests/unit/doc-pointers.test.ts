/** @jest-environment node */
// Every pointer into the docs leads somewhere, docs/architecture.md names files that exist, and no doc or code
// names a tracker's issue or a work session (they mean nothing to a newcomer; say what the thing is instead).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const CODE_FOLDERS = ['app', 'components', 'lib', 'server', 'emails', 'scripts', 'tests', 'bench', 'pages'];
const SKIPPED_FOLDERS = new Set(['node_modules', '.next', '.git', 'results', 'test-results', 'playwright-report', 'coverage', '.data']);
const TEXT_FILE = /\.(tsx?|jsx?|mjs|cjs|md|css|sql)$/;

function walk(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return SKIPPED_FOLDERS.has(name) ? [] : walk(full);
    return TEXT_FILE.test(name) ? [full] : [];
  });
}

const docs = readdirSync(path.join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => path.join(ROOT, 'docs', name));
const rootFiles = readdirSync(ROOT)
  .filter((name) => /\.(ts|mjs|cjs)$/.test(name) || name === 'README.md' || name === '.env.example')
  .map((name) => path.join(ROOT, name));
const files = [...docs, ...rootFiles, ...CODE_FOLDERS.flatMap((folder) => walk(path.join(ROOT, folder)))];
const relative = (file: string) => path.relative(ROOT, file);

const withoutBackticks = (text: string) => text.replace(/`/g, '').replace(/\s+/g, ' ').trim();

/** The headings of a docs page, as plain text (a section's number, '4. ', left out). */
function headings(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => withoutBackticks(line.replace(/^#+ /, '').replace(/^\d+\. /, '')));
}

/** The text with wrapped lines joined: a comment's `//` or `*` and the indentation at each line start go. */
const joinLines = (text: string) => text.replace(/[ \t]*\r?\n[ \t]*(?:\/\/+|\*+(?!\/))?[ \t]*/g, ' ');

// A docs page's path (or its bare name, auth-contract.md), then its heading in quotes: after a space, a comma, the
// word 'section' or 'under', or an opening parenthesis; the path may be in backticks. A quote escaped inside a
// code string (\') is read as a quote. A bare name that is no page of docs/ (README.md) is not a pointer.
const POINTER = /(?<![\w/.-])(docs\/)?([\w-]+)\.md`?,?\s+(?:(?:section|under)\s+)?\(?(?:"([^"]+)"|'([^']+)')/g;

describe('pointers to a heading of the docs', () => {
  const pointers = files.flatMap((file) =>
    [...joinLines(readFileSync(file, 'utf8')).matchAll(POINTER)]
      .filter((match) => match[1] || existsSync(path.join(ROOT, 'docs', `${match[2]}.md`)))
      .map((match) => ({
        from: relative(file),
        doc: `docs/${match[2]}.md`,
        heading: withoutBackticks((match[3] ?? match[4] ?? '').replace(/\\'/g, "'")),
      })),
  );

  it('finds the pointers it checks', () => {
    expect(pointers.length).toBeGreaterThan(10);
  });

  it('each names an existing docs page and one of its headings', () => {
    const broken = pointers
      .filter(({ doc, heading }) => {
        const file = path.join(ROOT, doc);
        return !existsSync(file) || !headings(file).some((text) => text === heading || text.startsWith(heading));
      })
      .map(({ from, doc, heading }) => `${from}: ${doc} "${heading}"`);
    expect(broken).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  const text = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
  const PREFIX = /^(app|components|lib|server|emails|scripts|tests|bench|docs|pages|public)\//;
  const ROOT_FILE = /^\.?[\w-]+(\.[\w-]+)*\.(ts|mjs|cjs|json|md|example)$/;
  const PLACEHOLDER = /[<*{]|NNNN|\.\.\./;

  /** A path with a placeholder: the folder before it exists, and for `*` some entry of that folder fits. */
  function existsWithPlaceholder(entry: string): boolean {
    const at = entry.search(PLACEHOLDER);
    const folder = entry.slice(0, entry.lastIndexOf('/', at) + 1);
    if (!existsSync(path.join(ROOT, folder))) return false;
    const rest = entry.slice(folder.length);
    if (rest.includes('/') || !rest.includes('*') || /[<{]|NNNN/.test(rest)) return true;
    const pattern = new RegExp(`^${rest.replace(/[.+?^$()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    return readdirSync(path.join(ROOT, folder)).some((name) => pattern.test(name));
  }

  /** Where a bare file name (no folder) can be: the repository root, or any folder of the code. */
  const codeFiles = new Set(CODE_FOLDERS.flatMap((folder) => walk(path.join(ROOT, folder))).map((file) => path.basename(file)));

  it('names only files and folders that exist', () => {
    const missing = spans.filter((span) => {
      if (PREFIX.test(span)) {
        if (existsSync(path.join(ROOT, span))) return false;
        return !(PLACEHOLDER.test(span) && existsWithPlaceholder(span));
      }
      if (ROOT_FILE.test(span)) return !existsSync(path.join(ROOT, span)) && !codeFiles.has(span);
      return false;
    });
    expect(missing).toEqual([]);
  });
});

describe('issue and session numbers', () => {
  const NUMBERED = /\b(issue|session)s? ?#?[0-9]+/gi;
  // An upstream project's issue (vercel/next.js#73101, a github.com address) is a real place and may stay.
  const upstream = (line: string, match: string) => /github/i.test(line) || /#\d{4,}/.test(match) || /[\w.-]+\/[\w.-]+#\d+/.test(line);

  it('appear in no doc, comment or string', () => {
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(NUMBERED)]
            .filter((match) => !upstream(line, match[0]))
            .map((match) => `${relative(file)}:${index + 1}: ${match[0]}`),
        ),
    );
    expect(found).toEqual([]);
  });
});
