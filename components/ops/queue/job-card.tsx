import type { ReactNode } from 'react';
import { formatIndiaMoment } from '@/lib/time/india';
import type { DeskJob } from '@/server/jobs/desk';

// One job on /ops/queue: what it was for and for whom in words, its task and id, its attempts, and its last error
// in its first line with the whole of it (masked) folded in a details element. A server component; the action
// (Retry) is passed in.

export function JobError({ lastError, fullError }: Pick<DeskJob, 'lastError' | 'fullError'>) {
  if (!lastError) return <p className="text-xs text-muted-foreground">No error recorded</p>;
  return (
    <details className="group text-xs">
      <summary className="flex min-h-11 cursor-pointer list-inside items-center gap-1 break-words">
        <span className="font-medium">The error:</span> <span className="min-w-0 break-words text-muted-foreground">{lastError}</span>
      </summary>
      <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-muted p-3 font-mono">{fullError}</pre>
    </details>
  );
}

export function JobCard({ job, when, action }: { job: DeskJob; when: string; action?: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm md:flex-row md:items-start md:justify-between" data-job-id={job.id}>
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">{job.what}</p>
        <p className="break-words text-sm">{job.forWhom ? `For ${job.forWhom}` : 'A periodic job: for nobody in particular'}</p>
        <p className="text-xs text-muted-foreground">
          <span className="font-mono">{job.task}</span> #{job.id} · {job.attempts} of {job.maxAttempts} attempts · {when}
        </p>
        <JobError lastError={job.lastError} fullError={job.fullError} />
      </div>
      {action}
    </li>
  );
}

export const lastTried = (job: DeskJob) => `last tried ${formatIndiaMoment(job.failedAt)}`;
