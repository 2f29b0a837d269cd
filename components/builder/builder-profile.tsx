import { Building, ChevronRight, Construction, KeyRound, Rocket, type StaticIcon } from '@/components/icons/static-icons';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { projectStatusTone, type ProjectStatus } from '@/lib/catalog';
import { buildSearchHref, builderStatusHref } from '@/lib/search/query';
import { cn } from '@/lib/utils';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { BuilderProfile as BuilderProfileRecord } from '@/server/builders/service';
import type { Messages } from '@/lib/i18n/english';
import { BuilderLogo } from './builder-logo';

/** The three status cards of spec 2.13, in its order (their texts: builder.status and builder.statusText). */
const STATUS_CARDS: readonly { status: ProjectStatus & keyof Messages['builder']['status']; icon: StaticIcon }[] = [
  { status: 'New Launch', icon: Rocket },
  { status: 'Under Construction', icon: Construction },
  { status: 'Ready to Move-in', icon: KeyRound },
];

const TONE_CLASSES = {
  blue: 'bg-blue-100 text-blue-800',
  yellow: 'bg-yellow-100 text-yellow-900',
  green: 'bg-green-100 text-green-800',
  grey: 'bg-slate-100 text-slate-700',
} as const;

/** What the page shows is exactly what the builder service reads. */
export type BuilderProfileData = BuilderProfileRecord;

/** Builder page body (societies-and-tenant-area.md 2.13): logo, name, project count, description, status cards. */
export function BuilderProfile({ builder }: { builder: BuilderProfileData }) {
  const t = useTranslations('builder');
  const locale = useLocale() as Locale;
  const projectsText = (count: number) => t(count === 1 ? 'profile.projectsOne' : 'profile.projectsOther', { count: String(count) });
  return (
    <div className="mx-auto max-w-3xl px-4 pb-10 pt-5">
      <section className="flex items-center gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm">
        <div className="relative size-20 shrink-0 overflow-hidden rounded-2xl border border-border bg-muted">
          <BuilderLogo src={builder.logoUrl} alt={t('profile.logo', { name: builder.name })} />
        </div>
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-primary">{t('profile.label')}</p>
          <h1 className="text-2xl font-extrabold leading-tight text-foreground">{builder.name}</h1>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground" data-testid="builder-project-count">
            <Building aria-hidden="true" className="size-4" />
            {t('profile.inBangalore', { projects: projectsText(builder.projectCount) })}
          </p>
        </div>
      </section>

      {builder.description ? <p className="mt-5 text-[15px] leading-relaxed text-foreground/90">{builder.description}</p> : null}

      <section aria-labelledby="builder-status-heading" className="mt-7">
        <h2 id="builder-status-heading" className="mb-3 text-lg font-bold text-foreground">
          {t('profile.byStatus')}
        </h2>
        <ul className="grid gap-3 md:grid-cols-3">
          {STATUS_CARDS.map(({ status, icon: Icon }) => {
            const count = builder.statusCounts[status];
            const tone = TONE_CLASSES[projectStatusTone(status)];
            const body = (
              <>
                <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl', tone)}>
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-foreground">{t(`status.${status}`)}</span>
                  <span className="block text-xs text-muted-foreground">{count > 0 ? t(`statusText.${status}`) : t('profile.none')}</span>
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
                    href={localePath(locale, builderStatusHref(builder.id, status))}
                    aria-label={t('profile.statusProjects', { status: t(`status.${status}`), projects: projectsText(count) })}
                    data-testid={`status-card-${status}`}
                    className={cn(cardClass, 'shadow-sm transition hover:border-primary/40 hover:shadow-md')}
                  >
                    {body}
                  </Link>
                ) : (
                  <div
                    aria-disabled="true"
                    aria-label={t('profile.statusNone', { status: t(`status.${status}`) })}
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
            href={localePath(locale, buildSearchHref({ type: 'filtered', builders: [builder.id] }))}
            className="mt-4 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary hover:underline"
          >
            {t('profile.seeAll', { projects: projectsText(builder.projectCount) })}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        ) : null}
      </section>
    </div>
  );
}
