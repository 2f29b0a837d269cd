import Link from 'next/link';
import { SafeImage } from '@/components/common/safe-image';
import { Badge } from '@/components/ui/badge';
import { formatRupees } from '@/lib/amounts';
import { SUBMISSION_STATUS_LABELS, unitLabel } from '@/lib/owners/home-submission';
import type { DeskSubmission } from '@/server/listings/submissions-desk';
import { SubmissionDecision } from './submission-decision';

// One new home as the desk checks it: the owner, the unit and its terms, the photos, the ownership document (opened
// through its audited route) and whether the unit is already on GHomes; the decision while it waits.


function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium">{value}</dd>
    </div>
  );
}

const rupees = (value: string) => (value ? formatRupees(Number(value)) : null);

export function SubmissionReview({ home }: { home: DeskSubmission }) {
  const { submission, owner } = home;
  const d = submission.details;
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div className="space-y-5">
        <section className="space-y-3 rounded-xl border border-border bg-card p-4" data-testid="submission-facts">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold">{unitLabel(d.tower ? String(d.tower) : null, String(d.unit))}</h2>
            <Badge variant="grey">{SUBMISSION_STATUS_LABELS[submission.status]}</Badge>
            {home.duplicate ? <Badge variant="yellow">Unit already on GHomes</Badge> : null}
          </div>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Fact label="Configuration" value={home.configuration} />
            <Fact label="Furnishing" value={String(d.furnishing)} />
            <Fact label="Size" value={d.sqft ? `${d.sqft} sq ft` : null} />
            <Fact label="Floor" value={d.floor_number === '' ? null : String(d.floor_number)} />
            <Fact label="Parking" value={d.property_parking ? String(d.property_parking) : null} />
            <Fact label={d.kind === 'rent' ? 'Rent a month' : 'Price'} value={rupees(String(d.kind === 'rent' ? d.expected_rent : d.listing_price))} />
            {d.kind === 'rent' ? <Fact label="Deposit" value={rupees(String(d.expected_deposit))} /> : null}
            <Fact label="Available from" value={d.available_from_date ? String(d.available_from_date) : null} />
          </dl>
          {d.description ? <p className="text-sm whitespace-pre-line">{String(d.description)}</p> : null}
          {home.duplicate ? (
            <p className="text-sm" data-testid="submission-duplicate">
              The society already has unit {home.duplicate.unit} on GHomes
              {home.duplicate.openListings ? `, with ${home.duplicate.openListings} open listing${home.duplicate.openListings === 1 ? '' : 's'}: approving would list it twice` : ', with no open listing: approving lists it on that home'}.
            </p>
          ) : null}
        </section>
        <section aria-label="Photos" className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="submission-photos">
          {submission.photos.map((photo, index) => (
            <SafeImage key={photo.id} src={photo.url} alt={`Photo ${index + 1} of ${submission.photos.length}`} width={photo.width} height={photo.height} sizes="(min-width: 1024px) 20vw, 45vw" className="aspect-[4/3] w-full rounded-lg object-cover" />
          ))}
        </section>
      </div>
      <div className="space-y-5">
        <section className="space-y-2 rounded-xl border border-border bg-card p-4">
          <h2 className="text-lg font-semibold">Owner</h2>
          <p className="text-sm">
            <Link href={`/ops/owners/${owner.id}`} className="font-medium underline underline-offset-4">
              {owner.name}
            </Link>{' '}
            · {owner.phoneHint} {owner.verified ? '· number proved' : ''}
          </p>
          {submission.document ? (
            <a href={`/api/ops/new-homes/${submission.id}/document`} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4" data-testid="submission-document">
              Open the {submission.document.kind.toLowerCase()}
            </a>
          ) : (
            <p className="text-sm text-muted-foreground">No ownership document.</p>
          )}
        </section>
        {submission.status === 'submitted' ? <SubmissionDecision submissionId={submission.id} /> : submission.deskNote ? <p className="text-sm">Note to the owner: {submission.deskNote}</p> : null}
      </div>
    </div>
  );
}
