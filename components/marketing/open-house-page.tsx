import { CalendarCheck, DoorOpen } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ChatLinkButton } from './chat-link-button';
import { OpenHouseSteps } from './open-house-steps';
import { PageHero } from './page-hero';
import { MarketingSection, SectionHeading } from './section-heading';

export function openHouseChatMessage(brand: string): string {
  return `Hi, please notify me when Open Houses launch on ${brand}.`;
}

export function OpenHousePage({ chatNumber, brand }: { chatNumber: string; brand: string }) {
  const message = openHouseChatMessage(brand);
  return (
    <>
      <PageHero
        eyebrow="Open House"
        title={
          <>
            See homes together, <span className="text-primary">at a set time</span>
          </>
        }
        intro="Walk into homes in gated communities during scheduled open houses: no back-and-forth calls, no brokers."
      >
        <ChatLinkButton chatNumber={chatNumber} message={message}>
          Notify Me
        </ChatLinkButton>
      </PageHero>

      <div className="mx-auto max-w-2xl space-y-4 px-4 py-6">
        <section aria-labelledby="open-house-soon" className="rounded-2xl bg-gradient-to-br from-teal-700 to-teal-900 p-5 text-white shadow-lg shadow-teal-900/15">
          <div className="flex items-center justify-between gap-3">
            <CalendarCheck aria-hidden="true" className="size-8 text-teal-100" />
            <Badge variant="accent">Launching in Bangalore</Badge>
          </div>
          <h2 id="open-house-soon" className="mt-4 text-2xl font-extrabold">
            Coming Soon
          </h2>
          <p className="mt-1.5 text-[15px] leading-relaxed text-teal-50">
            Open houses are launching soon. Get a WhatsApp message when the first ones open near you.
          </p>
          <ChatLinkButton chatNumber={chatNumber} message={message} variant="secondary" className="mt-4 bg-white text-primary hover:bg-teal-50">
            Notify Me
          </ChatLinkButton>
        </section>

        <section aria-labelledby="open-house-what" className="rounded-2xl border border-border bg-card p-5 shadow-sm">
          <span className="flex size-10 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
            <DoorOpen aria-hidden="true" className="size-5" />
          </span>
          <h2 id="open-house-what" className="mt-3 text-lg font-bold text-slate-900">
            What is an open house?
          </h2>
          <p className="mt-1.5 text-[15px] leading-relaxed text-slate-600">
            An open house is a fixed time slot when a home is open for visits. Owners show the home once to every interested
            family, and you see it without chasing appointments. Every home is in a verified gated society.
          </p>
        </section>
      </div>

      <MarketingSection labelledBy="open-house-how" className="pb-10">
        <SectionHeading id="open-house-how" title="How it works" />
        <OpenHouseSteps brand={brand} />
      </MarketingSection>
    </>
  );
}
