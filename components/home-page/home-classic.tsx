import { Sparkles } from '@/components/icons/static-icons';
import { useTranslations } from 'next-intl';
import type { ZoneOption } from '@/lib/search/zones';
import { DesignToggle } from './design-toggle';
import { HomeQuickChips, HomeSearchCard } from './home-experience';
import { searchFormParts } from '@/components/search/search-form-parts';

/**
 * The older 'Classic Design' of the home: a banner hero with the same search underneath, rendered on the server
 * around the same client islands as the new design. `sections`: the static part below (HomeClassicSections).
 */
export function HomeClassic({ zones, sections }: { zones: readonly ZoneOption[]; sections?: React.ReactNode }) {
  const t = useTranslations('home');
  return (
    <div data-testid="home-classic" className="bg-slate-50">
      <section className="bg-gradient-to-br from-teal-700 via-teal-800 to-slate-900 text-white">
        <div className="mx-auto max-w-2xl px-4 pb-24 pt-3 md:pt-8">
          <div className="flex justify-end">
            <DesignToggle design="classic" className="-mr-2 text-white hover:bg-white/10" icon={<Sparkles aria-hidden="true" className="size-4" />} />
          </div>
          <p className="mt-1 inline-flex rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-teal-50">{t('hero.tagline')}</p>
          <h1 className="mt-4 text-[2rem] font-extrabold leading-tight md:text-5xl">{t('hero.heading')}</h1>
          <p className="mt-3 text-[15px] leading-relaxed text-teal-50/90">{t('hero.subtext')}</p>
        </div>
      </section>

      <div className="mx-auto -mt-20 max-w-2xl px-4">
        <div className="rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200">
          <h2 className="mb-3 text-base font-semibold text-slate-900">{t('classic.searchTitle')}</h2>
          <HomeSearchCard zones={zones} parts={searchFormParts('classic')} layout="classic" />
        </div>
      </div>

      <section aria-labelledby="classic-popular" className="mx-auto max-w-2xl px-4 pt-6">
        <h2 id="classic-popular" className="mb-2.5 text-sm font-semibold uppercase tracking-wide text-slate-500">
          {t('classic.popular')}
        </h2>
        <HomeQuickChips className="gap-1.5" chipShape="rounded-lg px-3.5" />
      </section>

      {sections}
    </div>
  );
}
