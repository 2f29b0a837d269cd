import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { BadgeIndianRupee, Building2, HeartHandshake, PhoneOff, ReceiptIndianRupee, UserX } from 'lucide-react';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { ChatLinkButton } from './chat-link-button';
import { IconCardGrid, type IconCardItem } from './icon-card-grid';
import { highlighted } from './marked-text';
import { OwnerPhoneMock } from './owner-phone-mock';
import { OwnerStoreBadges } from './owner-store-badges';
import { PageHero } from './page-hero';
import { MarketingSection, SectionHeading } from './section-heading';

/** The English chat message (info.owner.chatMessage): the page sends its own language's. */
export function ownerChatMessage(brand: string): string {
  return `Hi, I would like to list my property on ${brand}.`;
}

const WHY_DIFFERENT = [
  { key: 'spam', icon: PhoneOff },
  { key: 'middlemen', icon: UserX },
  { key: 'fees', icon: ReceiptIndianRupee },
  { key: 'pay', icon: BadgeIndianRupee },
  { key: 'gated', icon: Building2 },
  { key: 'end', icon: HeartHandshake },
] as const;

export function OwnerPage({ chatNumber, brand }: { chatNumber: string; brand: string }) {
  const t = useTranslations('info.owner');
  const locale = useLocale() as Locale;
  const reasons: IconCardItem[] = WHY_DIFFERENT.map(({ key, icon }) => ({ title: t(`why.${key}Title`), text: t(`why.${key}Text`), icon }));
  return (
    <>
      <PageHero
        backLink
        eyebrow={t('eyebrow')}
        title={highlighted(t('title'), 'whitespace-nowrap text-primary')}
        intro={t('intro')}
      >
        <div className="flex flex-col gap-2">
          <ChatLinkButton chatNumber={chatNumber} message={t('chatMessage', { brand })}>
            {t('listProperty')}
          </ChatLinkButton>
          <p className="text-center text-sm text-slate-600 sm:text-left">{t('free')}</p>
          <p className="text-center text-sm text-slate-600 sm:text-left">
            {t('diy')}{' '}
            <Link href={localePath(locale, '/owner/homes/new')} className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4" data-testid="owner-list-your-home">
              {t('listHome')}
            </Link>
          </p>
          <p className="text-center text-sm text-slate-600 sm:text-left">
            {t('already')}{' '}
            <Link href={localePath(locale, '/owner/homes')} className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4">
              {t('seeHomes')}
            </Link>
          </p>
        </div>
        <div className="mt-8">
          <OwnerPhoneMock brand={brand} />
        </div>
      </PageHero>

      <MarketingSection labelledBy="owner-why">
        <SectionHeading id="owner-why" eyebrow={t('whyEyebrow')} title={t('whyTitle', { brand })} />
        <IconCardGrid items={reasons} className="grid-cols-1 md:grid-cols-2" />
      </MarketingSection>

      <MarketingSection labelledBy="owner-apps" className="pb-10">
        <SectionHeading
          id="owner-apps"
          title={t('appTitle')}
          description={t('appText')}
        />
        <OwnerStoreBadges />
      </MarketingSection>
    </>
  );
}
