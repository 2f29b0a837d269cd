// `npm run import -- <file.csv> [--dry-run] [--skip-invalid] [--kind societies|properties|rent-listings|sale-listings|society-facts]
//   [--create-missing] [--revalidate-url <origin> | --no-revalidate]`
// Imports one CSV file of societies, properties, rent or sale listings in one transaction (README "Importing your
// data"; samples in docs/import/). Exit code 0: imported (or dry run); 1: the file had problems, nothing written;
// 2: the file could not be read or the command was wrong.
import { Presets, SingleBar } from 'cli-progress';
import { describeRevalidation, revalidatePages } from '@/server/cache/revalidate-pages';
import { closeDb } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { IMPORT_KINDS, type ImportKind } from '@/server/import/kinds';
import { ImportFileError, importFile, type ImportReport } from '@/server/import/run-import';

const USAGE = `Usage: npm run import -- <file.csv> [--dry-run] [--skip-invalid] [--kind ${IMPORT_KINDS.join('|')}] [--create-missing] [--revalidate-url <url> | --no-revalidate]`;
/** Files with at least this many rows get a progress bar. */
const PROGRESS_MIN_ROWS = 1000;
const MAX_PROBLEMS_SHOWN = 200;

interface Args {
  file: string;
  dryRun: boolean;
  skipInvalid: boolean;
  createMissing: boolean;
  kind?: ImportKind;
  revalidateUrl: string | null;
}

class UsageError extends Error {}

function parseArgs(argv: string[]): Args {
  const files: string[] = [];
  const args: Omit<Args, 'file'> = { dryRun: false, skipInvalid: false, createMissing: false, revalidateUrl: getEnv().SITE_URL };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (!next || next.startsWith('--')) throw new UsageError(`${arg} needs a value`);
      return next;
    };
    if (arg === '--dry-run') args.dryRun = true;
    else if (arg === '--skip-invalid') args.skipInvalid = true;
    else if (arg === '--create-missing') args.createMissing = true;
    else if (arg === '--no-revalidate') args.revalidateUrl = null;
    else if (arg === '--revalidate-url') args.revalidateUrl = value();
    else if (arg === '--kind') {
      const kind = value();
      if (!(IMPORT_KINDS as readonly string[]).includes(kind)) throw new UsageError(`--kind must be one of ${IMPORT_KINDS.join(', ')}`);
      args.kind = kind as ImportKind;
    } else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}`);
    else files.push(arg);
  }
  if (files.length !== 1) throw new UsageError('Name exactly one CSV file');
  return { ...args, file: files[0]! };
}

function printProblems(report: ImportReport): void {
  if (!report.problems.length) return;
  console.log(`\n${report.problems.length} problem(s):`);
  for (const problem of report.problems.slice(0, MAX_PROBLEMS_SHOWN)) {
    console.log(`  line ${problem.line}${problem.column ? `, column ${problem.column}` : ''}: ${problem.message}`);
  }
  if (report.problems.length > MAX_PROBLEMS_SHOWN) console.log(`  … and ${report.problems.length - MAX_PROBLEMS_SHOWN} more`);
}

function summaryLine(report: ImportReport): string {
  const { created, updated, unchanged, skipped, confirmed } = report.counts;
  const references = Object.entries(report.counts.referencesCreated).map(([kind, count]) => `${count} ${kind}(s)`);
  return [
    `${report.kind}: ${report.rows} row(s): created ${created}, updated ${updated}, unchanged ${unchanged}, skipped ${skipped}`,
    confirmed ? ` (${confirmed} unchanged listing(s) confirmed available again)` : '',
    references.length ? `; also created ${references.join(', ')}` : '',
  ].join('');
}

async function main(): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  let bar: SingleBar | undefined;
  const started = Date.now();
  try {
    const report = await importFile(args.file, {
      kind: args.kind,
      dryRun: args.dryRun,
      skipInvalid: args.skipInvalid,
      createMissing: args.createMissing,
      onProgress: (done, total) => {
        if (total < PROGRESS_MIN_ROWS) return;
        if (!bar) {
          bar = new SingleBar({ format: 'writing [{bar}] {percentage}% | {value}/{total} rows | {eta}s left', hideCursor: true }, Presets.shades_classic);
          bar.start(total, 0);
        }
        bar.setTotal(total);
        bar.update(done);
      },
    });
    bar?.stop();
    printProblems(report);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (report.outcome === 'rejected') {
      console.log(`\nNothing imported: fix the problems above, or run with --skip-invalid to import the other rows.`);
      console.log(summaryLine(report));
      return 1;
    }
    console.log(`\n${report.outcome === 'dry-run' ? 'Dry run (rolled back, nothing written): ' : 'Imported: '}${summaryLine(report)} in ${seconds} s`);
    if (report.alertDigests) console.log(`New-listing alerts: ${report.alertDigests} subscriber digest(s) ${report.outcome === 'dry-run' ? 'would be' : ''} queued`);
    if (report.outcome === 'imported') {
      if (!args.revalidateUrl) {
        console.log('Pages: not revalidated (--no-revalidate); cached pages refresh within the hour');
      } else {
        const outcome = await revalidatePages(
          { societyIds: report.touched.societyIds, builderIds: report.touched.builderIds, search: report.touched.search },
          { baseUrl: args.revalidateUrl },
        );
        console.log(`Pages: ${describeRevalidation(outcome)}`);
      }
    }
    return 0;
  } catch (error) {
    bar?.stop();
    if (error instanceof ImportFileError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
    await closeDb();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[import] failed, nothing was written:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
