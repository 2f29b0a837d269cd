import { Building, ChevronRight, Construction, KeyRound, Rocket, type StaticIcon } from '@/components/icons/static-icons';
import Link from 'next/link';
import { projectStatusTone, type ProjectStatus } from '@/lib/catalog';
import { buildSearchHref, builderStatusHref } from '@/lib/search/query';
import { cn } from '@/lib/utils';
import type { BuilderProfile as BuilderProfileRecord } from '@/server/builders/service';
import { BuilderLogo } from './builder-logo';

/** The three status cards of spec 2.13, in its order. */
const STATUS_CARDS: readonly { status: ProjectStatus; icon: StaticIcon; text: string }[] = [
  { status: 'New Launch', icon: Rocket, text: 'Recently launched, best early prices' },
  { status: 'Under Construction', icon: Construction, text: 'Being built, possession to come' },
  { status: 'Ready to Move-in', icon: KeyRound, text: 'Completed homes you can move into' },
];

const TONE_CLASSES = {
  blue: 'bg-blue-100 text-blue-800',
  yellow: 'bg-yellow-100 text-yellow-900',
  green: 'bg-green-100 text-green-800',
  grey: 'bg-slate-100 text-slate-700',
} as const;

/** What the page shows is exactly what the builder service reads. */
export type BuilderProfileData = BuilderProfileRecord;

function projectsText(count: number): string {
  return `${count} ${count === 1 ? 'project' : 'projects'}`;
}

/** Builder page body (societies-and-tenant-area.md 2.13): logo, name, project count, description, status cards. */
export function BuilderProfile({ builder }: { builder: BuilderProfileData }) {
  return (
    <div className="mx-auto max-w-3xl px-4 pb-10 pt-5">
      <section className="flex items-center gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm">
        <div className="relative size-20 shrink-0 overflow-hidden rounded-2xl border border-border bg-muted">
          <BuilderLogo src={builder.logoUrl} alt={`${builder.name} logo`} />
        </div>
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-primary">Builder</p>
          <h1 className="text-2xl font-extrabold leading-tight text-foreground">{builder.name}</h1>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="builder-project-count">
            <Building aria-hidden="true" className="size-4" />
            {projectsText(builder.projectCount)} in Bangalore
          </p>
        </div>
      </section>

      {builder.description ? <p className="mt-5 text-[15px] leading-relaxed text-foreground/90">{builder.description}</p> : null}

      <section aria-labelledby="builder-status-heading" className="mt-7">
        <h2 id="builder-status-heading" className="mb-3 text-lg font-bold text-foreground">
          Projects by status
        </h2>
        <ul className="grid gap-3 md:grid-cols-3">
          {STATUS_CARDS.map(({ status, icon: Icon, text }) => {
            const count = builder.statusCounts[status];
            const tone = TONE_CLASSES[projectStatusTone(status)];
            const body = (
              <>
                <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl', tone)}>
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-foreground">{status}</span>
                  <span className="block text-xs text-muted-foreground">{count > 0 ? text : 'No projects right now'}</span>
                </span>
                <span className="text-2xl font-extrabold tabular-nums text-foreground">{count}</span>
                {count > 0 ? <ChevronRight aria-hidden="true" className="size-5 text-muted-foreground" /> : null}
              </>
            );
            const cardClass = 'flex min-h-20 items-center gap-3 rounded-2xl border border-border bg-card p-4';
            return (
              <li key={status}>
                {count > 0 ? (
                  <Link
                    prefetch={false}
                    href={builderStatusHref(builder.id, status)}
                    aria-label={`${status}: ${projectsText(count)}`}
                    data-testid={`status-card-${status}`}
                    className={cn(cardClass, 'shadow-sm transition hover:border-primary/40 hover:shadow-md')}
                  >
                    {body}
                  </Link>
                ) : (
                  <div
                    aria-disabled="true"
                    aria-label={`${status}: no projects`}
                    data-testid={`status-card-${status}`}
                    className={cn(cardClass, 'cursor-not-allowed opacity-55')}
                  >
                    {body}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        {builder.projectCount > 0 ? (
          <Link
            prefetch={false}
            href={buildSearchHref({ type: 'filtered', builders: [builder.id] })}
            className="mt-4 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary hover:underline"
          >
            See all {projectsText(builder.projectCount)}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </section>
    </div>
  );
}
