import { CircleCheck, FlaskConical, Megaphone, Store } from 'lucide-react';
import { ChatLinkButton } from './chat-link-button';
import { IconCardGrid, type IconCardItem } from './icon-card-grid';
import { PageHero } from './page-hero';
import { MarketingSection, SectionHeading } from './section-heading';

export function brandsChatMessage(brand: string): string {
  return `Hi, I would like to register my brand for activations in gated communities with ${brand}.`;
}

const OFFERS: readonly IconCardItem[] = [
  {
    title: 'Society Activations',
    text: 'Stalls, kiosks and weekend events inside gated societies, planned with the resident associations.',
    icon: Megaphone,
  },
  {
    title: 'Sampling & Trials',
    text: 'Put your product in residents’ hands with door-to-door sampling and on-site trials.',
    icon: FlaskConical,
  },
  {
    title: 'Commercial Leasing',
    text: 'Lease retail and service spaces within and around premium societies for a lasting presence.',
    icon: Store,
  },
];

const WHY_GATED = [
  'Thousands of affluent, high-intent households in a few square kilometres',
  'A trusted, clutter-free setting where residents have time to engage',
  'Target by locality, society size and lifestyle instead of broad city-wide reach',
  'Approvals, logistics and on-ground execution handled for you',
] as const;

export function BrandsPage({ chatNumber, brand }: { chatNumber: string; brand: string }) {
  const message = brandsChatMessage(brand);
  return (
    <>
      <PageHero
        eyebrow="For Brands"
        title={
          <>
            Reach Bangalore&apos;s <span className="text-primary">gated communities</span>
          </>
        }
        intro={`${brand} connects your brand with residents of premium gated societies through activations, sampling and commercial spaces.`}
      >
        <ChatLinkButton chatNumber={chatNumber} message={message}>
          Register My Brand
        </ChatLinkButton>
      </PageHero>

      <MarketingSection labelledBy="brands-offer">
        <SectionHeading id="brands-offer" title="What We Offer" />
        <IconCardGrid items={OFFERS} className="grid-cols-1 md:grid-cols-3" />
      </MarketingSection>

      <MarketingSection labelledBy="brands-why">
        <div className="rounded-2xl bg-slate-900 p-5 text-white">
          <h2 id="brands-why" className="text-xl font-bold leading-snug">
            Why target gated communities
          </h2>
          <ul className="mt-4 space-y-3">
            {WHY_GATED.map((point) => (
              <li key={point} className="flex gap-3 text-[15px] leading-relaxed text-slate-200">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-300" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </MarketingSection>

      <MarketingSection labelledBy="brands-cta" className="pb-10 text-center">
        <SectionHeading id="brands-cta" title="Ready to meet your next customers?" description="Tell us about your brand and we will plan your first activation." />
        <ChatLinkButton chatNumber={chatNumber} message={message}>
          Register My Brand
        </ChatLinkButton>
      </MarketingSection>
    </>
  );
}
