import { AlertTriangle } from 'lucide-react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { taskWords } from '@/lib/ops/job-words';
import { cn } from '@/lib/utils';
import { JobError } from './job-card';
import type { DeskQueueReport } from '@/server/jobs/desk';
import { BACKLOG_LATE_SECONDS } from '@/server/jobs/queue-report';

// /ops/queue's report, as `npm run jobs` prints it: the backlog's age (highlighted once it is late) and the jobs
// of each task by state (the task in words, its name beside), with the task's last error (already masked by
// server/jobs/desk.ts) folded.

export function Backlog({ seconds }: { seconds: number | null }) {
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

export function TaskTable({ report }: { report: DeskQueueReport }) {
  if (!report.tasks.length) return <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">The job queue is empty.</p>;
  return (
    <section aria-labelledby="by-task" className="space-y-3">
      <h2 id="by-task" className="text-lg font-semibold">
        Jobs by task
      </h2>
      <ul className="space-y-3 md:hidden" aria-label="Jobs by task">
        {report.tasks.map((row) => (
          <li key={row.task} className="rounded-xl border bg-card p-4 shadow-sm">
            <p className="font-semibold">{taskWords(row.task)}</p>
            <p className="font-mono text-xs text-muted-foreground">{row.task}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              {COUNTS.map(([key, label]) => (
                <div key={key} className={cn('flex justify-between gap-2', key === 'failedForGood' && row[key] > 0 && 'font-semibold text-destructive')}>
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd>{row[key]}</dd>
                </div>
              ))}
            </dl>
            {row.lastError ? (
              <div className="mt-2">
                <JobError lastError={row.lastError} fullError={row.fullError} />
              </div>
            ) : null}
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
                <TableCell>
                  <span className="block font-medium">{taskWords(row.task)}</span>
                  <span className="block font-mono text-xs text-muted-foreground">{row.task}</span>
                </TableCell>
                {COUNTS.map(([key]) => (
                  <TableCell key={key} className={cn('text-right tabular-nums', key === 'failedForGood' && row[key] > 0 && 'font-semibold text-destructive')}>
                    {row[key]}
                  </TableCell>
                ))}
                <TableCell className="max-w-80 align-top">{row.lastError ? <JobError lastError={row.lastError} fullError={row.fullError} /> : null}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}
