import { MapPin, PawPrint, Users } from '@/components/icons/static-icons';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { LinkPendingOverlay } from '@/components/common/link-pending-overlay';
import { SafeImage } from '@/components/common/safe-image';
import { Badge } from '@/components/ui/badge';
import { unbreakableAmounts } from '@/lib/amounts';
import { projectStatusTone } from '@/lib/catalog';
import { societyPath } from '@/lib/slugs';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { homeMatchLabel, homeMatchText, priceRangeText } from '@/lib/search/card-price';
import { withQuery } from '@/lib/search/homes-link';
import { searchWords, type Translate } from '@/lib/search/words';
import { ruleMatchText, type RuleMatch } from '@/lib/search/rule-notes';
import type { SocietyCardData } from './society-card-data';
import { SocietyCardSkeleton } from './society-card-skeleton';
import { searchValue } from './search-values';

/** Configurations as read on a card: '2 BHK, 3 BHK' becomes '2, 3 BHK' when they share the unit. */
export function configurationsText(configurations: readonly string[]): string {
  if (!configurations.length) return '';
  const bhk = configurations.map((entry) => /^(\d+(?:\.\d+)?)\s*BHK$/i.exec(entry.trim())?.[1]);
  if (bhk.every(Boolean)) return `${bhk.join(', ')} BHK`;
  return configurations.join(', ');
}

interface SocietyCardProps {
  society: SocietyCardData;
  priority?: boolean;
  /** The properties page's filters of the search's budget and bedrooms (lib/search/homes-link.ts), carried on. */
  homesQuery?: string;
}

/**
 * A society in the results (spec 2.2): the whole card links to /society/{name}, with the homes the search asked
 * for (`homesQuery`) so that its 'View Properties' opens them filtered.
 */
const nowrap = (text: string | null) => (text === null ? null : unbreakableAmounts(text));

export function SocietyCard({ society, priority = false, homesQuery = '' }: SocietyCardProps) {
  const t = useTranslations('search');
  const words = searchWords(t);
  const locale = useLocale() as Locale;
  const place = [society.subLocation, society.location].filter(Boolean).join(', ');
  // On a 320 px card each half is about 130 px wide: a range wraps between its amounts, never before a 'K'.
  const rent = nowrap(priceRangeText(society.rent, locale));
  const sale = nowrap(priceRangeText(society.sale, locale));
  const configurations = configurationsText(society.bedroomConfigurations);

  return (
    <article className="group relative overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      {/* On a short screen (a 320x640 phone) the card is compact, so the first one fits whole on the first screen. */}
      <div className="relative aspect-[16/9] bg-muted short:aspect-[4/1]">
        <SafeImage
          src={society.photoUrl}
          alt={`${society.name}`}
          fill
          unoptimized
          priority={priority}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
        <div className="absolute left-3 top-3 flex gap-1.5">
          <Badge variant={projectStatusTone(society.projectStatus)} className="shadow-sm" data-testid="status-badge">
            {searchValue(t, society.projectStatus)}
          </Badge>
        </div>
        {society.category ? (
          <Badge variant="accent" className="absolute right-3 top-3 shadow-sm">
            {searchValue(t, society.category)}
          </Badge>
        ) : null}
      </div>
      <div className="space-y-2.5 p-4 short:space-y-1.5 short:p-3">
        <div>
          <h2 className="text-lg font-bold leading-snug text-foreground short:text-base">
            {/* No prefetch: ten cards in view would fetch the society page's scripts and data before anyone taps
                (about 19 KiB of JavaScript on /search); the society page is cached and opens fast. */}
            <Link prefetch={false} href={localePath(locale, withQuery(societyPath(society), homesQuery))} className="after:absolute after:inset-0 focus-visible:outline-none" data-testid="society-card-link">
              {society.name}
              <LinkPendingOverlay skeleton="society" />
            </Link>
          </h2>
          {place ? (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span className="min-w-0 truncate">{place}</span>
            </p>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground short:truncate">
          {society.builderName ? (
            <>
              <ByBuilder template={t.raw('society.by') as string} builder={society.builderName} />
              <span aria-hidden="true"> · </span>
            </>
          ) : null}
          {[society.projectType ? searchValue(t, society.projectType) : null, configurations].filter(Boolean).join(' · ')}
        </p>
        <RuleMatchNotes matches={society.ruleMatches ?? []} words={words} />
        {society.homeMatch ? (
          <dl className="flex flex-wrap items-baseline justify-between gap-x-3 border-t border-border pt-3 text-sm short:pt-2">
            <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{homeMatchLabel(society.homeMatch, words)}</dt>
            <dd className="font-semibold text-foreground" data-testid="home-match-price">
              {unbreakableAmounts(homeMatchText(society.homeMatch, words, locale))}
            </dd>
          </dl>
        ) : (
          <dl className="grid grid-cols-2 gap-2 border-t border-border pt-3 text-sm">
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('society.rentMonth')}</dt>
              <dd className={rent ? 'font-semibold text-foreground' : 'text-muted-foreground'}>{rent ?? t('society.noListings')}</dd>
            </div>
            <div>
              <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{t('society.buy')}</dt>
              <dd className={sale ? 'font-semibold text-foreground' : 'text-muted-foreground'}>{sale ?? t('society.noListings')}</dd>
            </div>
          </dl>
        )}
      </div>
    </article>
  );
}

/** 'by {builder}' with the builder's name in bold, wherever the language puts it ('{builder} ಅವರಿಂದ'). */
function ByBuilder({ template, builder }: { template: string; builder: string }) {
  const [before = '', after = ''] = template.split('{builder}');
  return (
    <>
      {before}
      <span className="font-medium text-foreground">{builder}</span>
      {after}
    </>
  );
}

/** Why the society matched 'Pets allowed' or 'Bachelors allowed': its association, or homes that say so. */
function RuleMatchNotes({ matches, words }: { matches: readonly RuleMatch[]; words: Translate }) {
  const notes = matches.flatMap((match) => {
    const text = ruleMatchText(match, words);
    return text ? [{ rule: match.rule, text }] : [];
  });
  if (!notes.length) return null;
  return (
    <ul className="space-y-1 text-sm text-foreground" data-testid="rule-match-notes">
      {notes.map(({ rule, text }) => {
        const Icon = rule === 'pets' ? PawPrint : Users;
        return (
          <li key={rule} className="flex items-center gap-1.5">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
            {text}
          </li>
        );
      })}
    </ul>
  );
}

SocietyCard.Skeleton = SocietyCardSkeleton;
