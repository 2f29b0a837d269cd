import { FirstViewEnd } from '@/components/common/first-view-end';
import { LayoutTemplate } from '@/components/icons/static-icons';
import { useTranslations } from 'next-intl';
import type { ZoneOption } from '@/lib/search/zones';
import { AnimatedHeading } from './animated-heading';
import { DesignToggle } from './design-toggle';
import { HomeQuickChips, HomeSearchCard } from './home-experience';
import { searchFormParts } from '@/components/search/search-form-parts';

/**
 * The new, search-first home design, rendered on the server; the search card, chips, toggle and rotating word
 * are the client islands in it. `sections`: the static part below the search (HomeNewSections).
 */
export function HomeNew({ zones, sections }: { zones: readonly ZoneOption[]; sections?: React.ReactNode }) {
  const t = useTranslations('home');
  return (
    <div data-testid="home-new">
      <section className="relative isolate overflow-hidden bg-gradient-to-b from-teal-50 via-teal-50/40 to-background">
        <div aria-hidden="true" className="absolute -right-24 -top-24 -z-10 size-72 rounded-full bg-teal-200/40 blur-3xl" />
        <div aria-hidden="true" className="absolute -left-28 top-40 -z-10 size-64 rounded-full bg-amber-100/70 blur-3xl" />
        <div className="mx-auto max-w-2xl px-4 pb-6 pt-3 md:pt-8">
          <div className="flex justify-end">
            <DesignToggle design="new" className="-mr-2 text-primary hover:bg-primary/10" icon={<LayoutTemplate aria-hidden="true" className="size-4" />} />
          </div>
          <p className="text-xs font-semibold uppercase tracking-[0.14em] text-primary">{t('hero.tagline')}</p>
          <AnimatedHeading
            // Sized to the width so that "Community Living" stays on one line.
            className="font-extrabold tracking-tight mt-2 whitespace-nowrap text-[min(calc((100vw_-_2rem)/8.8),3.75rem)] leading-[1.1] text-slate-900"
            wordClassName="text-primary"
          />
          <h1 className="mt-3 text-xl font-bold leading-snug text-slate-900 md:text-2xl">{t('hero.heading')}</h1>
          <p className="mt-2 text-[15px] leading-relaxed text-muted-foreground">{t('hero.subtext')}</p>

          <div className="relative z-10 mt-5 rounded-2xl border border-white bg-white/95 p-3.5 shadow-xl shadow-teal-900/10 ring-1 ring-slate-900/5 backdrop-blur">
            <HomeSearchCard zones={zones} parts={searchFormParts('stacked')} />
          </div>

          <div className="mt-5">
            <h2 className="mb-2.5 text-sm font-semibold text-slate-700">{t('quickFilters.title')}</h2>
            <HomeQuickChips className="gap-1.5" chipShape="px-3.5 rounded-full" />
          </div>
          {/* The first frame waits for the hero: a frame cut inside the search card's Filter button shifted when
              the rest arrived (Lighthouse CLS 0.0007). It also puts the h1 in the first frame. */}
          <FirstViewEnd id="home-hero-end" />
        </div>
      </section>

      {sections}
    </div>
  );
}
