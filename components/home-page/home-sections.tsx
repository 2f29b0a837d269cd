import { useTranslations } from 'next-intl';
import { FeatureCards } from './feature-cards';
import { StatsStrip } from './stats-strip';

// The home's static sections below the search card: server components handed to the (client) home designs as
// props, so they cost no JavaScript and no hydration work (client code only where there is interaction).

/** 'Why search with us' and the numbers, in the new design. */
export function HomeNewSections() {
  const t = useTranslations('home');
  return (
    <>
      <section aria-labelledby="why-heading" className="mx-auto max-w-2xl px-4 pb-4 pt-4 md:max-w-6xl">
        <h2 id="why-heading" className="mb-3 text-lg font-bold text-slate-900">
          {t('sections.whySearch')}
        </h2>
        <FeatureCards />
      </section>

      <section aria-label={t('sections.numbers')} className="mx-auto max-w-2xl px-4 pb-8 pt-2 md:max-w-6xl">
        <StatsStrip />
      </section>
    </>
  );
}

/** 'Why choose us' and the numbers, in the classic design. */
export function HomeClassicSections() {
  const t = useTranslations('home');
  return (
    <>
      <section aria-labelledby="classic-why" className="mx-auto max-w-2xl px-4 pt-8 md:max-w-6xl">
        <h2 id="classic-why" className="mb-3 text-lg font-bold text-slate-900">
          {t('sections.whyChoose')}
        </h2>
        <FeatureCards variant="classic" />
      </section>

      <section aria-label={t('sections.numbers')} className="mx-auto max-w-2xl px-4 pb-8 pt-6 md:max-w-6xl">
        <StatsStrip variant="classic" />
      </section>
    </>
  );
}
