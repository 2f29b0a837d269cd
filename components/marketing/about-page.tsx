import { Award, HeartHandshake, ShieldCheck, Sparkles, Telescope, Target, Users } from '@/components/icons/static-icons';
import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { IconCardGrid, type IconCardItem } from './icon-card-grid';
import { PageHero } from './page-hero';
import { MarketingSection, SectionHeading } from './section-heading';

/** Spec 2.15 stats. */
export const ABOUT_STATS = [
  { value: '8+', label: 'Years of Experience' },
  { value: '300+', label: 'Gated Societies' },
  { value: '4K+', label: 'Happy Families' },
  { value: '24/7', label: 'Customer Support' },
] as const;

const VALUES: readonly IconCardItem[] = [
  { title: 'Trust', text: 'Verified societies and listings, and honest information at every step.', icon: ShieldCheck },
  { title: 'Expertise', text: 'Years of on-ground experience with Bangalore’s gated communities.', icon: Award },
  { title: 'Simplicity', text: 'Search, visit and move in from your phone, without paperwork stress.', icon: Sparkles },
  { title: 'Community', text: 'We care about the neighbourhoods our families join, not just the deal.', icon: Users },
];

export function AboutPage({ brand }: { brand: string }) {
  return (
    <>
      <PageHero
        eyebrow={`About ${brand}`}
        title={
          <>
            Helping families find homes in <span className="text-primary">gated communities</span>
          </>
        }
        intro={`${brand} is Bangalore’s property portal for gated societies. We help families rent and buy homes in secure, well-managed communities and help owners manage them without the middlemen.`}
      />

      <section aria-label={`${brand} in numbers`} className="mx-auto max-w-2xl px-4 pt-2">
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl bg-slate-700 text-center min-[400px]:grid-cols-4">
          {ABOUT_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse gap-0.5 bg-slate-900 px-2 py-4 text-white">
              <dt className="text-xs text-slate-300">{stat.label}</dt>
              <dd className="text-2xl font-extrabold tracking-tight">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <MarketingSection labelledBy="about-mission">
        <div className="rounded-2xl border border-border bg-card p-5 shadow-sm">
          <Target aria-hidden="true" className="size-7 text-primary" />
          <h2 id="about-mission" className="mt-3 text-xl font-bold text-slate-900">
            Our Mission
          </h2>
          <p className="mt-1.5 text-[15px] leading-relaxed text-slate-600">
            To make finding, renting and managing a home in a gated community simple, transparent and fair, with verified
            information, direct conversations and no hidden costs.
          </p>
        </div>
      </MarketingSection>

      <MarketingSection labelledBy="about-values">
        <SectionHeading id="about-values" title="Our Values" />
        <IconCardGrid items={VALUES} className="grid-cols-1 md:grid-cols-2" />
      </MarketingSection>

      <MarketingSection labelledBy="about-vision">
        <div className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
          <Telescope aria-hidden="true" className="size-7 text-amber-800" />
          <h2 id="about-vision" className="mt-3 text-xl font-bold text-slate-900">
            Our Vision
          </h2>
          <p className="mt-1.5 text-[15px] leading-relaxed text-slate-700">
            To be India&apos;s most trusted home for gated-community living, where every family finds a place it loves and
            every owner manages a home with ease.
          </p>
        </div>
      </MarketingSection>

      <MarketingSection labelledBy="about-cta" className="pb-10 text-center">
        <HeartHandshake aria-hidden="true" className="mx-auto size-8 text-primary" />
        <SectionHeading id="about-cta" title="Find your next home with us" description="Explore verified gated societies or talk to our team." className="mt-2" />
        <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button asChild size="lg" className="rounded-xl">
            <Link href="/">Explore Societies</Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="rounded-xl">
            <Link href="/contact">Contact Us</Link>
          </Button>
        </div>
      </MarketingSection>
    </>
  );
}
