import { CalendarCheck, DoorOpen } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { ChatLinkButton } from './chat-link-button';
import { highlighted } from './marked-text';
import { OpenHouseSteps } from './open-house-steps';
import { PageHero } from './page-hero';
import { MarketingSection, SectionHeading } from './section-heading';

/** The English chat message (info.openHouse.chatMessage): the page sends its own language's. */
export function openHouseChatMessage(brand: string): string {
  return `Hi, please notify me when Open Houses launch on ${brand}.`;
}

export function OpenHousePage({ chatNumber, brand }: { chatNumber: string; brand: string }) {
  const t = useTranslations('info.openHouse');
  const message = t('chatMessage', { brand });
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={highlighted(t('title'))} intro={t('intro')}>
        <ChatLinkButton chatNumber={chatNumber} message={message}>
          {t('notify')}
        </ChatLinkButton>
      </PageHero>

      <div className="mx-auto max-w-2xl space-y-4 px-4 py-6">
        <section aria-labelledby="open-house-soon" className="rounded-2xl bg-gradient-to-br from-teal-700 to-teal-900 p-5 text-white shadow-lg shadow-teal-900/15">
          <div className="flex items-center justify-between gap-3">
            <CalendarCheck aria-hidden="true" className="size-8 text-teal-100" />
            <Badge variant="accent">{t('launching')}</Badge>
          </div>
          <h2 id="open-house-soon" className="mt-4 text-2xl font-extrabold">
            {t('soonTitle')}
          </h2>
          <p className="mt-1.5 text-[15px] leading-relaxed text-teal-50">{t('soonText')}</p>
          <ChatLinkButton chatNumber={chatNumber} message={message} variant="secondary" className="mt-4 bg-white text-primary hover:bg-teal-50">
            {t('notify')}
          </ChatLinkButton>
        </section>

        <section aria-labelledby="open-house-what" className="rounded-2xl border border-border bg-card p-5 shadow-sm">
          <span className="flex size-10 items-center justify-center rounded-xl bg-amber-100 text-amber-800">
            <DoorOpen aria-hidden="true" className="size-5" />
          </span>
          <h2 id="open-house-what" className="mt-3 text-lg font-bold text-slate-900">
            {t('whatTitle')}
          </h2>
          <p className="mt-1.5 text-[15px] leading-relaxed text-slate-600">{t('whatText')}</p>
        </section>
      </div>

      <MarketingSection labelledBy="open-house-how" className="pb-10">
        <SectionHeading id="open-house-how" title={t('howTitle')} />
        <OpenHouseSteps brand={brand} />
      </MarketingSection>
    </>
  );
}
