import { CircleCheck, FlaskConical, Megaphone, Store } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { ChatLinkButton } from './chat-link-button';
import { IconCardGrid, type IconCardItem } from './icon-card-grid';
import { highlighted } from './marked-text';
import { PageHero } from './page-hero';
import { MarketingSection, SectionHeading } from './section-heading';

/** The English chat message (info.brands.chatMessage): the page sends its own language's. */
export function brandsChatMessage(brand: string): string {
  return `Hi, I would like to register my brand for activations in gated communities with ${brand}.`;
}

const OFFERS = [
  { key: 'activations', icon: Megaphone },
  { key: 'sampling', icon: FlaskConical },
  { key: 'leasing', icon: Store },
] as const;

const WHY_GATED = ['households', 'setting', 'target', 'handled'] as const;

export function BrandsPage({ chatNumber, brand }: { chatNumber: string; brand: string }) {
  const t = useTranslations('info.brands');
  const message = t('chatMessage', { brand });
  const offers: IconCardItem[] = OFFERS.map(({ key, icon }) => ({ title: t(`offers.${key}Title`), text: t(`offers.${key}Text`), icon }));
  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={highlighted(t('title'))}
        intro={t('intro', { brand })}
      >
        <ChatLinkButton chatNumber={chatNumber} message={message}>
          {t('register')}
        </ChatLinkButton>
      </PageHero>

      <MarketingSection labelledBy="brands-offer">
        <SectionHeading id="brands-offer" title={t('offerTitle')} />
        <IconCardGrid items={offers} className="grid-cols-1 md:grid-cols-3" />
      </MarketingSection>

      <MarketingSection labelledBy="brands-why">
        <div className="rounded-2xl bg-slate-900 p-5 text-white">
          <h2 id="brands-why" className="text-xl font-bold leading-snug">
            {t('whyTitle')}
          </h2>
          <ul className="mt-4 space-y-3">
            {WHY_GATED.map((point) => (
              <li key={point} className="flex gap-3 text-[15px] leading-relaxed text-slate-200">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-300" />
                {t(`why.${point}`)}
              </li>
            ))}
          </ul>
        </div>
      </MarketingSection>

      <MarketingSection labelledBy="brands-cta" className="pb-10 text-center">
        <SectionHeading id="brands-cta" title={t('ctaTitle')} description={t('ctaText')} />
        <ChatLinkButton chatNumber={chatNumber} message={message}>
          {t('register')}
        </ChatLinkButton>
      </MarketingSection>
    </>
  );
}
