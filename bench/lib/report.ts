// docs/benchmarks.md holds one section per benchmark; each run replaces its own section and keeps the others. The
// section a run replaces is history: it moves to docs/benchmarks-log.md, under the date of the run it reported.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const REPORT_FILE = path.join(process.cwd(), 'docs/benchmarks.md');
export const LOG_FILE = path.join(process.cwd(), 'docs/benchmarks-log.md');

const INTRO = `# Benchmarks

What is measured, the command that measures it, the latest figures and where each target stands. Each section
with a run date is written by its benchmark; read its figures against the reference measured in the same run.
Earlier runs are in docs/benchmarks-log.md.
`;

const LOG_INTRO = `# Benchmarks log

Earlier runs, superseded figures and experiments that did not pay, oldest first. Where things stand now is in
docs/benchmarks.md.
`;

/** The document with the section headed `## {title}` replaced (or appended), and the body it replaced. */
export function replaceSection(current: string, title: string, body: string): { next: string; replaced: string | null } {
  const heading = `## ${title}`;
  const section = `${heading}\n\n${body.trim()}\n`;
  const start = current.indexOf(`${heading}\n`);
  if (start === -1) return { next: `${current.trimEnd()}\n\n${section}`, replaced: null };
  const after = current.indexOf('\n## ', start + heading.length);
  const replaced = current.slice(start + heading.length, after === -1 ? undefined : after).trim();
  const next = `${current.slice(0, start)}${section}${after === -1 ? '' : `\n${current.slice(after + 1)}`}`;
  return { next: next.endsWith('\n') ? next : `${next}\n`, replaced: replaced || null };
}

/** The first date and time a text states ('2026-11-24T11:33:23Z', '2026-11-25 00:43 UTC'), as 'YYYY-MM-DD HH:MM'. */
export function runDate(text: string): string | null {
  const match = /(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?/.exec(text);
  if (!match) return null;
  return match[2] ? `${match[1]} ${match[2]}` : match[1]!;
}

/** The date of a log entry's heading (`## 2026-11-24 13:48 UTC: ...`), or null for text before the first entry. */
const entryDate = (entry: string) => (entry.startsWith('## ') ? runDate(entry.split('\n', 1)[0]!) : null);

/** The log with one more entry, placed after every entry of an earlier or the same date (the log is oldest first). */
export function insertLogEntry(log: string, heading: string, body: string): string {
  const entry = `## ${heading}\n\n${body.trim()}\n`;
  const date = runDate(heading) ?? '';
  const parts = log.trimEnd().split(/\n(?=## )/);
  const later = parts.findIndex((part) => {
    const at = entryDate(part);
    return at !== null && at > date;
  });
  if (later === -1) return `${parts.join('\n')}\n\n${entry}`;
  return `${[...parts.slice(0, later), entry.trimEnd(), ...parts.slice(later)].join('\n\n').replace(/\n{3,}/g, '\n\n')}\n`;
}

/** Adds a section a run replaced to the log, dated by the run it reported (today when it names no date). */
export async function addToLog(title: string, replaced: string, file = LOG_FILE): Promise<void> {
  const date = runDate(replaced) ?? new Date().toISOString().slice(0, 16).replace('T', ' ');
  const current = existsSync(file) ? await readFile(file, 'utf8') : LOG_INTRO;
  await writeFile(file, insertLogEntry(current, `${date} UTC: ${title}, the run since replaced`, replaced));
}

/** Replaces the section headed \`## {title}\` (or appends it); the section it replaced goes to the log. */
export async function writeReportSection(title: string, body: string, file = REPORT_FILE, log = LOG_FILE): Promise<void> {
  const current = existsSync(file) ? await readFile(file, 'utf8') : INTRO;
  const { next, replaced } = replaceSection(current, title, body);
  await mkdir(path.dirname(file), { recursive: true });
  if (replaced) await addToLog(title, replaced, log);
  await writeFile(file, next);
}
