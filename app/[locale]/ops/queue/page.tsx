import Link from 'next/link';
import { DeskPage } from '@/components/ops/desk-page';
import { JobCard, lastTried } from '@/components/ops/queue/job-card';
import { Backlog, TaskTable } from '@/components/ops/queue/queue-report-view';
import { RetryButton } from '@/components/ops/queue/retry-button';
import { FilterSelect, TableFilters } from '@/components/ops/table-filters';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { firstParam, tableHref, type SearchParams } from '@/lib/ops/table-query';
import { formatIndiaMoment } from '@/lib/time/india';
import { taskWords } from '@/lib/ops/job-words';
import { deskQueueReport, listFailedJobs, listRetryingJobs, type RetryingJob } from '@/server/jobs/desk';
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
  const [failed, retrying] = await Promise.all([listFailedJobs({ task, beforeId: before && /^[1-9]\d{0,17}$/.test(before) ? before : undefined }), listRetryingJobs({ task })]);
  return (
    <DeskPage title="Queue" description="Background jobs by task, as npm run jobs shows them, the jobs waiting for another attempt, and the jobs that failed for good.">
      <Backlog seconds={report.oldestRunnableSeconds} />
      <TaskTable report={report} />
      <TableFilters action={HREF}>
        <FilterSelect id="task" label="Task" value={task} options={tasks.map((name) => ({ value: name, label: taskWords(name) }))} />
      </TableFilters>
      <Retrying jobs={retrying.jobs} more={retrying.more} task={task} />
      <section aria-labelledby="failed-jobs" className="space-y-3">
        <h2 id="failed-jobs" className="text-lg font-semibold">
          Failed for good
        </h2>
        <p className="text-sm text-muted-foreground">These jobs used every attempt. Fix the cause (a provider setting, an address), then retry: the next free worker runs it.</p>
        {failed.jobs.length ? (
          <ul className="space-y-3" aria-label="Jobs that failed for good">
            {failed.jobs.map((job) => (
              <JobCard key={job.id} job={job} when={lastTried(job)} action={<RetryButton jobId={job.id} task={job.task} what={job.what} />} />
            ))}
          </ul>
        ) : (
          <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">No job has failed for good{task ? ` in ${taskWords(task)}` : ''}.</p>
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

/** The jobs that failed and wait for another attempt (the queue tries again by itself), the next due first. */
function Retrying({ jobs, more, task }: { jobs: RetryingJob[]; more: boolean; task?: string }) {
  return (
    <section aria-labelledby="retrying-jobs" className="space-y-3">
      <h2 id="retrying-jobs" className="text-lg font-semibold">
        Waiting for another attempt
      </h2>
      <p className="text-sm text-muted-foreground">These jobs failed and the queue tries them again by itself, later each time, until they run or use every attempt.</p>
      {jobs.length ? (
        <ul className="space-y-3" aria-label="Jobs waiting for another attempt">
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} when={`next attempt ${formatIndiaMoment(job.nextAttemptAt)}`} />
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">No job is waiting for another attempt{task ? ` in ${taskWords(task)}` : ''}.</p>
      )}
      {more ? <p className="text-sm text-muted-foreground">More are waiting: the {jobs.length} due soonest are shown.</p> : null}
    </section>
  );
}
