import Link from 'next/link';
import { DeskPage } from '@/components/ops/desk-page';
import { Backlog, TaskTable } from '@/components/ops/queue/queue-report-view';
import { RetryButton } from '@/components/ops/queue/retry-button';
import { FilterSelect, TableFilters } from '@/components/ops/table-filters';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { firstParam, tableHref, type SearchParams } from '@/lib/ops/table-query';
import { formatIndiaMoment } from '@/lib/time/india';
import { deskQueueReport, listFailedJobs } from '@/server/jobs/desk';
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
    <DeskPage title="Queue" description="Background jobs by task, as npm run jobs shows them, and the jobs that failed for good.">
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
