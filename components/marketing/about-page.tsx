import { Award, HeartHandshake, ShieldCheck, Sparkles, Telescope, Target, Users } from '@/components/icons/static-icons';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { IconCardGrid, type IconCardItem } from './icon-card-grid';
import { highlighted } from './marked-text';
import { PageHero } from './page-hero';
import { MarketingSection, SectionHeading } from './section-heading';

/** Spec 2.15 stats; each label is the message info.about.stats.<key>. */
export const ABOUT_STATS = [
  { value: '8+', key: 'experience' },
  { value: '300+', key: 'societies' },
  { value: '4K+', key: 'families' },
  { value: '24/7', key: 'support' },
] as const;

const VALUES = [
  { key: 'trust', icon: ShieldCheck },
  { key: 'expertise', icon: Award },
  { key: 'simplicity', icon: Sparkles },
  { key: 'community', icon: Users },
] as const;

export function AboutPage({ brand }: { brand: string }) {
  const t = useTranslations('info.about');
  const locale = useLocale() as Locale;
  const values: IconCardItem[] = VALUES.map(({ key, icon }) => ({ title: t(`values.${key}Title`), text: t(`values.${key}Text`), icon }));
  return (
    <>
      <PageHero eyebrow={t('eyebrow', { brand })} title={highlighted(t('title'))} intro={t('intro', { brand })} />

      <section aria-label={t('inNumbers', { brand })} className="mx-auto max-w-2xl px-4 pt-2">
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-slate-700 text-center min-[400px]:grid-cols-4">
          {ABOUT_STATS.map((stat) => (
            <div key={stat.key} className="flex flex-col-reverse gap-0.5 bg-slate-900 px-2 py-4 text-white">
              <dt className="text-xs text-slate-300">{t(`stats.${stat.key}`)}</dt>
              <dd className="text-2xl font-extrabold tracking-tight">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <MarketingSection labelledBy="about-mission">
        <div className="rounded-2xl border border-border bg-card p-5 shadow-sm">
          <Target aria-hidden="true" className="size-7 text-primary" />
          <h2 id="about-mission" className="mt-3 text-xl font-bold text-slate-900">
            {t('missionTitle')}
          </h2>
          <p className="mt-1.5 text-[15px] leading-relaxed text-slate-600">{t('mission')}</p>
        </div>
      </MarketingSection>

      <MarketingSection labelledBy="about-values">
        <SectionHeading id="about-values" title={t('valuesTitle')} />
        <IconCardGrid items={values} className="grid-cols-1 md:grid-cols-2" />
      </MarketingSection>

      <MarketingSection labelledBy="about-vision">
        <div className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
          <Telescope aria-hidden="true" className="size-7 text-amber-800" />
          <h2 id="about-vision" className="mt-3 text-xl font-bold text-slate-900">
            {t('visionTitle')}
          </h2>
          <p className="mt-1.5 text-[15px] leading-relaxed text-slate-700">{t('vision')}</p>
        </div>
      </MarketingSection>

      <MarketingSection labelledBy="about-cta" className="pb-10 text-center">
        <HeartHandshake aria-hidden="true" className="mx-auto size-8 text-primary" />
        <SectionHeading id="about-cta" title={t('ctaTitle')} description={t('ctaText')} className="mt-2" />
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild size="lg" className="rounded-xl">
            <Link href={localePath(locale, '/')}>{t('explore')}</Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="rounded-xl">
            <Link href={localePath(locale, '/contact')}>{t('contact')}</Link>
          </Button>
        </div>
      </MarketingSection>
    </>
  );
}
