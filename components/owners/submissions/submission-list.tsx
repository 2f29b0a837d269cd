import Link from 'next/link';
import { SUBMISSION_STATUS_LABELS, EDITABLE_SUBMISSION_STATUSES, type HomeSubmissionStatus } from '@/lib/owners/home-submission';

// The homes an owner added that are not live yet, on /owner/homes (server component): each with where it stands
// and the team's note, opened to finish or change it.

export interface SubmissionSummary {
  id: string;
  status: HomeSubmissionStatus;
  societyName: string;
  unit: string;
  deskNote: string | null;
}

export function SubmissionList({ submissions }: { submissions: SubmissionSummary[] }) {
  if (!submissions.length) return null;
  return (
    <section aria-labelledby="owner-submissions-heading" className="space-y-2">
      <h2 id="owner-submissions-heading" className="text-lg font-semibold">
        Homes you are adding
      </h2>
      <ul className="space-y-2" data-testid="owner-submissions">
        {submissions.map((submission) => (
          <li key={submission.id}>
            <Link href={`/owner/homes/new?home=${submission.id}`} className="block min-h-11 rounded-xl border border-border bg-card p-4 hover:border-primary/60">
              <span className="block font-medium">
                {submission.unit} · {submission.societyName}
              </span>
              <span className="block text-sm text-muted-foreground">{SUBMISSION_STATUS_LABELS[submission.status]}</span>
              {submission.deskNote ? <span className="mt-1 block text-sm">The GHomes team: {submission.deskNote}</span> : null}
              {EDITABLE_SUBMISSION_STATUSES.includes(submission.status) ? <span className="mt-1 block text-sm font-medium text-primary">Finish and send</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
