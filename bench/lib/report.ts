// docs/benchmarks.md holds one section per benchmark; each run replaces its own section and keeps the others.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const REPORT_FILE = path.join(process.cwd(), 'docs/benchmarks.md');

const INTRO = `# Benchmarks

Measured with \`npm run bench\` (see \`bench/run.ts\`). Each section is rewritten by its own benchmark; figures
are from one machine and one run, so compare them with the ratio to \`/api/health\` measured in the same run.
`;

/** Replaces the section headed \`## {title}\` (or appends it). */
export async function writeReportSection(title: string, body: string, file = REPORT_FILE): Promise<void> {
  const current = existsSync(file) ? await readFile(file, 'utf8') : INTRO;
  const heading = `## ${title}`;
  const section = `${heading}\n\n${body.trim()}\n`;
  const start = current.indexOf(`${heading}\n`);
  let next: string;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${section}`;
  } else {
    const after = current.indexOf('\n## ', start + heading.length);
    next = `${current.slice(0, start)}${section}${after === -1 ? '' : `\n${current.slice(after + 1)}`}`;
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, next.endsWith('\n') ? next : `${next}\n`);
}
