import { AlertTriangle } from 'lucide-react';
import Link from 'next/link';
import { DeskPage } from '@/components/ops/desk-page';
import { RetryButton } from '@/components/ops/queue/retry-button';
import { FilterSelect, TableFilters } from '@/components/ops/table-filters';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { firstParam, tableHref, type SearchParams } from '@/lib/ops/table-query';
import { formatIndiaMoment } from '@/lib/time/india';
import { cn } from '@/lib/utils';
import { deskQueueReport, listFailedJobs } from '@/server/jobs/desk';
import { BACKLOG_LATE_SECONDS, type QueueReport } from '@/server/jobs/queue-report';
import { requireStaffPage } from '@/server/staff/access';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Queue · Operations desk' };

const HREF = DESK_SECTIONS.queue.href;

export default async function QueuePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage(DESK_SECTIONS.queue.role);
  const params = await searchParams;
  const report = await deskQueueReport();
  const tasks = report.tasks.map((row) => row.task);
  const taskParam = firstParam(params, 'task');
  const task = taskParam && tasks.includes(taskParam) ? taskParam : undefined;
  const before = firstParam(params, 'before');
  const failed = await listFailedJobs({ task, beforeId: before && /^[1-9]\d{0,17}$/.test(before) ? before : undefined });
  return (
    <DeskPage title="Queue" description="Background jobs by task, as `npm run jobs` shows them, and the jobs that failed for good.">
      <Backlog seconds={report.oldestRunnableSeconds} />
      <TaskTable report={report} />
      <section aria-labelledby="failed-jobs" className="space-y-3">
        <h2 id="failed-jobs" className="text-lg font-semibold">
          Failed for good
        </h2>
        <p className="text-sm text-muted-foreground">These jobs used every attempt. Fix the cause (a provider setting, an address), then retry: the next free worker runs it.</p>
        <TableFilters action={HREF}>
          <FilterSelect id="task" label="Task" value={task} options={tasks.map((name) => ({ value: name, label: name }))} />
        </TableFilters>
        {failed.jobs.length ? (
          <ul className="space-y-3" aria-label="Jobs that failed for good">
            {failed.jobs.map((job) => (
              <li key={job.id} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm md:flex-row md:items-center md:justify-between">
                <div className="min-w-0 space-y-1">
                  <p className="font-semibold">
                    {job.task} <span className="font-normal text-muted-foreground">#{job.id}</span>
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {job.attempts} attempts · last tried {formatIndiaMoment(job.failedAt)}
                  </p>
                  <p className="break-words font-mono text-xs">{job.lastError ?? 'No error recorded'}</p>
                </div>
                <RetryButton jobId={job.id} task={job.task} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">No job has failed for good{task ? ` in ${task}` : ''}.</p>
        )}
        <nav className="flex justify-between gap-3" aria-label="Pages">
          {before ? (
            <Link className="inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-medium hover:bg-muted" href={tableHref(HREF, params, { before: null })}>
              Newest
            </Link>
          ) : (
            <span />
          )}
          {failed.nextBeforeId ? (
            <Link className="inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-medium hover:bg-muted" href={tableHref(HREF, params, { before: failed.nextBeforeId })}>
              Older
            </Link>
          ) : null}
        </nav>
      </section>
    </DeskPage>
  );
}

function Backlog({ seconds }: { seconds: number | null }) {
  const late = seconds !== null && seconds > BACKLOG_LATE_SECONDS;
  return (
    <p role={late ? 'alert' : undefined} className={cn('flex items-start gap-2 rounded-xl border p-3 text-sm', late ? 'border-destructive bg-destructive/10 font-semibold text-destructive' : 'bg-card')}>
      {late ? <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : null}
      {seconds === null
        ? 'No runnable job is waiting.'
        : late
          ? `Late backlog: the oldest runnable job has waited ${formatWait(seconds)}. Is a worker running (npm run worker)?`
          : `The oldest runnable job has waited ${formatWait(seconds)}.`}
    </p>
  );
}

function formatWait(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}

const COUNTS = [
  ['runnable', 'Runnable'],
  ['scheduled', 'Scheduled'],
  ['running', 'Running'],
  ['lockedByDeadWorker', 'Locked (dead worker)'],
  ['failedForGood', 'Failed for good'],
] as const;

function TaskTable({ report }: { report: QueueReport }) {
  if (!report.tasks.length) return <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">The job queue is empty.</p>;
  return (
    <section aria-labelledby="by-task" className="space-y-3">
      <h2 id="by-task" className="text-lg font-semibold">
        Jobs by task
      </h2>
      <ul className="space-y-3 md:hidden" aria-label="Jobs by task">
        {report.tasks.map((row) => (
          <li key={row.task} className="rounded-xl border bg-card p-4 shadow-sm">
            <p className="font-semibold">{row.task}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              {COUNTS.map(([key, label]) => (
                <div key={key} className={cn('flex justify-between gap-2', key === 'failedForGood' && row[key] > 0 && 'font-semibold text-destructive')}>
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd>{row[key]}</dd>
                </div>
              ))}
            </dl>
            {row.lastError ? <p className="mt-2 break-words font-mono text-xs">{row.lastError}</p> : null}
          </li>
        ))}
      </ul>
      <div className="hidden rounded-xl border bg-card md:block">
        <Table>
          <caption className="sr-only">Jobs by task</caption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Task</TableHead>
              {COUNTS.map(([key, label]) => (
                <TableHead key={key} className="text-right">
                  {label}
                </TableHead>
              ))}
              <TableHead>Last error</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {report.tasks.map((row) => (
              <TableRow key={row.task}>
                <TableCell className="font-medium">{row.task}</TableCell>
                {COUNTS.map(([key]) => (
                  <TableCell key={key} className={cn('text-right tabular-nums', key === 'failedForGood' && row[key] > 0 && 'font-semibold text-destructive')}>
                    {row[key]}
                  </TableCell>
                ))}
                <TableCell className="max-w-80 truncate font-mono text-xs" title={row.lastError ?? undefined}>
                  {row.lastError ?? ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
