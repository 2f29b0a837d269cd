import { ChevronRight, MapPin } from '@/components/icons/static-icons';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { projectStatusTone } from '@/lib/catalog';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { builderPath } from '@/lib/slugs';
import { storedLabel } from '@/lib/societies/stored-values';
import type { Crumb } from './society-structured-data';

interface SocietyHeaderProps {
  name: string;
  category: string | null;
  projectStatus: string;
  builder: { name: string } | null;
  place: string | null;
  crumbs: Crumb[];
}

/** Breadcrumb, name with its category badge, builder link and locality. */
export function SocietyHeader({ name, category, projectStatus, builder, place, crumbs }: SocietyHeaderProps) {
  const t = useTranslations('society.header');
  const tf = useTranslations('facts');
  const locale = useLocale() as Locale;
  return (
    <header className="space-y-2">
      <nav aria-label={t('breadcrumb')}>
        {/* Wraps rather than cutting a name at 320 px: the society's name goes under the crumbs, whole. */}
        <ol className="flex min-w-0 flex-wrap items-center gap-x-1 text-xs text-muted-foreground">
          {crumbs.slice(0, -1).map((crumb) => (
            <li key={crumb.path} className="flex min-w-0 items-center gap-1">
              <Link
                prefetch={false}
                href={localePath(locale, crumb.path)}
                // 44 px each way: the padding widens the target past the text ('Home' alone is about 32 px) and the
                // negative margin keeps the text where it was.
                className="-mx-1.5 inline-flex min-h-11 min-w-11 items-center truncate rounded px-1.5 hover:text-foreground hover:underline"
              >
                {/* The site's first crumb is named in the page's language; places and the society keep their names. */}
                {crumb.path === '/' ? t('home') : crumb.name}
              </Link>
              <ChevronRight className="size-3 shrink-0" />
            </li>
          ))}
          <li aria-current="page" className="min-w-0 py-0.5 font-medium text-foreground/80 [overflow-wrap:anywhere]">
            {name}
          </li>
        </ol>
      </nav>
      <div className="flex flex-wrap items-start gap-x-2 gap-y-1.5">
        <h1 className="min-w-0 text-2xl font-bold leading-tight tracking-tight text-foreground [overflow-wrap:anywhere]">{name}</h1>
        {category && (
          <Badge variant="accent" className="mt-1 shrink-0">
            {storedLabel('category', category, tf)}
          </Badge>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Badge variant={projectStatusTone(projectStatus)}>{storedLabel('projectStatus', projectStatus, tf)}</Badge>
        {place && (
          <span className="inline-flex items-center gap-1 text-muted-foreground">
            <MapPin className="size-4 shrink-0" />
            {place}
          </span>
        )}
      </div>
      {builder && (
        <p className="text-sm text-muted-foreground">
          {t('by')}{' '}
          <Link
            prefetch={false}
            href={localePath(locale, builderPath(builder))}
            className="-my-3 inline-flex min-h-11 items-center rounded font-semibold text-primary underline-offset-4 hover:underline"
          >
            {builder.name}
          </Link>
        </p>
      )}
    </header>
  );
}

export function SocietyHeaderSkeleton() {
  return (
    <div className="space-y-3" aria-hidden="true">
      <Skeleton className="h-3 w-40" />
      <Skeleton className="h-7 w-3/4" />
      <div className="flex gap-2">
        <Skeleton className="h-5 w-28 rounded-full" />
        <Skeleton className="h-5 w-24" />
      </div>
      <Skeleton className="h-4 w-32" />
    </div>
  );
}
