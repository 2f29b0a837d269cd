import Link from 'next/link';
import { BadgeIndianRupee, Building2, HeartHandshake, PhoneOff, ReceiptIndianRupee, UserX } from 'lucide-react';
import { ChatLinkButton } from './chat-link-button';
import { IconCardGrid, type IconCardItem } from './icon-card-grid';
import { OwnerPhoneMock } from './owner-phone-mock';
import { OwnerStoreBadges } from './owner-store-badges';
import { PageHero } from './page-hero';
import { MarketingSection, SectionHeading } from './section-heading';

export function ownerChatMessage(brand: string): string {
  return `Hi, I would like to list my property on ${brand}.`;
}

const WHY_DIFFERENT: readonly IconCardItem[] = [
  { title: 'No Spam Calls', text: 'Your number stays private. Only verified tenants reach you, inside the app.', icon: PhoneOff },
  { title: 'No Middlemen', text: 'Deal directly with tenants. No brokers, no one month’s rent as commission.', icon: UserX },
  { title: 'No Hidden Fees', text: 'Every charge is shown upfront before you use a service.', icon: ReceiptIndianRupee },
  { title: 'Pay-Per-Use', text: 'No subscription. Pay only for the services you actually use.', icon: BadgeIndianRupee },
  { title: 'Gated Communities Only', text: 'Built for homes in gated societies across Bangalore.', icon: Building2 },
  {
    title: 'End-to-End Tenant Management',
    text: 'From listing and verification to agreement, rent and move-out.',
    icon: HeartHandshake,
  },
];

export function OwnerPage({ chatNumber, brand }: { chatNumber: string; brand: string }) {
  return (
    <>
      <PageHero
        backLink
        eyebrow="For Property Owners"
        title={
          <>
            India&apos;s first <span className="whitespace-nowrap text-primary">pay-as-you-go</span> property management app
          </>
        }
        intro="Documents, tenants, rent and maintenance for your home in a gated community, all in one place. No subscriptions: pay only when you use a service."
      >
        <div className="flex flex-col gap-2">
          <ChatLinkButton chatNumber={chatNumber} message={ownerChatMessage(brand)}>
            List My Property
          </ChatLinkButton>
          <p className="text-center text-sm text-slate-600 sm:text-left">Listing is free. We reply on WhatsApp.</p>
          <p className="text-center text-sm text-slate-600 sm:text-left">
            Or do it yourself in a few minutes:{' '}
            <Link href="/owner/homes/new" className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4" data-testid="owner-list-your-home">
              List your home
            </Link>
          </p>
          <p className="text-center text-sm text-slate-600 sm:text-left">
            Already listed with us?{' '}
            <Link href="/owner/homes" className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4">
              See your homes
            </Link>
          </p>
        </div>
        <div className="mt-8">
          <OwnerPhoneMock brand={brand} />
        </div>
      </PageHero>

      <MarketingSection labelledBy="owner-why">
        <SectionHeading id="owner-why" eyebrow="Why different" title={`Why owners choose ${brand}`} />
        <IconCardGrid items={WHY_DIFFERENT} className="grid-cols-1 md:grid-cols-2" />
      </MarketingSection>

      <MarketingSection labelledBy="owner-apps" className="pb-10">
        <SectionHeading
          id="owner-apps"
          title="Get the app"
          description="The owner app is launching soon on iPhone and Android. List your property today and we will invite you first."
        />
        <OwnerStoreBadges />
      </MarketingSection>
    </>
  );
}
