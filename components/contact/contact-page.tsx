import { BadgeCheck, Clock, DoorOpen, Globe, Handshake, Headset, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { clientCopy } from '@/components/i18n/client-copy';
import { CopyScope } from '@/components/i18n/copy-scope';
import { highlighted } from '@/components/marketing/marked-text';
import type { Messages } from '@/lib/i18n/english';
import { IconCardGrid, type IconCardItem } from '@/components/marketing/icon-card-grid';
import { PageHero } from '@/components/marketing/page-hero';
import { MarketingSection, SectionHeading } from '@/components/marketing/section-heading';
import { ContactForm } from './contact-form';
import { formatDialDigits } from '@/lib/phone';
import { FloatingChatButton } from './floating-chat-button';

export interface ContactDetails {
  brand: string;
  /** Digits only, country code first (WHATSAPP_CHAT_NUMBER). */
  phoneDigits: string;
  email: string;
  /** Absolute site URL. */
  website: string;
  chatNumber: string;
}

/** Spec 2.14 / 9: office hours, India time; the days are info.contact.<days>. */
export const OFFICE_HOURS = [
  { days: 'weekdays', hours: '10:00-18:00' },
  { days: 'weekend', hours: '10:00-19:00' },
] as const;

/** The map's search: the address as the map reads it, whatever the page's language. */
export const OFFICE_ADDRESS = 'Bangalore, Karnataka, India';

type T = ReturnType<typeof useTranslations<'info.contact'>>;


interface ContactCard {
  title: string;
  value: string;
  href: string;
  icon: LucideIcon;
  external?: boolean;
}

function contactCards({ phoneDigits, email, website }: ContactDetails, t: T): ContactCard[] {
  return [
    { title: t('phone'), value: formatDialDigits(phoneDigits), href: `tel:+${phoneDigits}`, icon: Phone },
    { title: t('email'), value: email, href: `mailto:${email}`, icon: Mail },
    {
      title: t('address'),
      value: t('addressValue'),
      href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(OFFICE_ADDRESS)}`,
      icon: MapPin,
      external: true,
    },
    { title: t('website'), value: website.replace(/^https?:\/\//, '').replace(/\/$/, ''), href: website, icon: Globe, external: true },
  ];
}

const REASONS = [
  { key: 'verified', icon: BadgeCheck },
  { key: 'door', icon: DoorOpen },
  { key: 'offers', icon: Handshake },
  { key: 'support', icon: Headset },
] as const;

function reasons(brand: string, t: T): IconCardItem[] {
  return REASONS.map(({ key, icon }) => ({ title: t(`reasons.${key}Title`), text: t(`reasons.${key}Text`, { brand }), icon }));
}

/** The form's island gets only the form's texts, not the whole namespace (the privacy notice is in it too). */
async function ContactFormIsland() {
  const { locale, messages } = await clientCopy('info');
  const info = { contactForm: messages.info!.contactForm } as Messages['info'];
  return (
    <CopyScope copy={{ locale, messages: { info } }}>
      <ContactForm />
    </CopyScope>
  );
}

export function ContactPage(details: ContactDetails) {
  const { brand, chatNumber } = details;
  const t = useTranslations('info.contact');
  const tInfo = useTranslations('info');
  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={highlighted(t('title'))}
        intro={t('intro', { brand })}
      />

      <MarketingSection labelledBy="contact-ways" className="pt-2">
        <h2 id="contact-ways" className="sr-only">
          {t('ways')}
        </h2>
        <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
          {contactCards(details, t).map(({ title, value, href, icon: Icon, external }) => (
            <li key={title}>
              <a
                href={href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                // One column below 400 px: the text keeps clear of the floating chat button's column (pr-16), so
                // the button never covers an address or a number as the page scrolls under it.
                className="group flex h-full min-h-11 items-center gap-3.5 rounded-2xl border border-border bg-card p-4 pr-16 shadow-sm transition hover:border-primary/40 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring min-[400px]:flex-col min-[400px]:items-start min-[400px]:gap-2.5 min-[400px]:pr-4"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block text-xs font-semibold uppercase tracking-[0.1em] text-slate-500">{title}</span>
                  <span className="mt-0.5 block text-[15px] font-semibold text-slate-900 [overflow-wrap:anywhere] group-hover:text-primary">{value}</span>
                  {external ? <span className="sr-only">{` ${tInfo('newTab')}`}</span> : null}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection labelledBy="contact-form-title">
        <div className="rounded-2xl border border-border bg-card p-5 shadow-sm">
          <SectionHeading id="contact-form-title" title={t('formTitle')} description={t('formText')} />
          <ContactFormIsland />
        </div>
      </MarketingSection>

      <MarketingSection labelledBy="contact-reasons">
        <SectionHeading id="contact-reasons" eyebrow={t('whyEyebrow', { brand })} title={t('whyTitle', { brand })} />
        <IconCardGrid items={reasons(brand, t)} className="grid-cols-1 md:grid-cols-2" />
      </MarketingSection>

      <MarketingSection labelledBy="contact-hours" className="pb-10">
        <div className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
          <Clock aria-hidden="true" className="size-7 text-amber-800" />
          <h2 id="contact-hours" className="mt-3 text-xl font-bold text-slate-900">
            {t('hoursTitle')}
          </h2>
          <dl className="mt-3 divide-y divide-amber-200 text-[15px]">
            {OFFICE_HOURS.map(({ days, hours }) => (
              <div key={days} className="flex items-center justify-between gap-4 py-2">
                <dt className="text-slate-700">{t(days)}</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{hours}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-slate-600">{t('indiaTime')}</p>
        </div>
      </MarketingSection>

      <FloatingChatButton chatNumber={chatNumber} label={t('chat')} />
    </>
  );
}
