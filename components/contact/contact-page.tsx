import { BadgeCheck, Clock, DoorOpen, Globe, Handshake, Headset, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
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

/** Spec 2.14 / 9: office hours, India time. */
export const OFFICE_HOURS = [
  { days: 'Mon-Fri', hours: '10:00-18:00' },
  { days: 'Sat and Sun', hours: '10:00-19:00' },
] as const;

export const OFFICE_ADDRESS = 'Bangalore, Karnataka, India';


interface ContactCard {
  title: string;
  value: string;
  href: string;
  icon: LucideIcon;
  external?: boolean;
}

function contactCards({ phoneDigits, email, website }: ContactDetails): ContactCard[] {
  return [
    { title: 'Phone', value: formatDialDigits(phoneDigits), href: `tel:+${phoneDigits}`, icon: Phone },
    { title: 'Email', value: email, href: `mailto:${email}`, icon: Mail },
    {
      title: 'Address',
      value: OFFICE_ADDRESS,
      href: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(OFFICE_ADDRESS)}`,
      icon: MapPin,
      external: true,
    },
    { title: 'Website', value: website.replace(/^https?:\/\//, '').replace(/\/$/, ''), href: website, icon: Globe, external: true },
  ];
}

function reasons(brand: string): IconCardItem[] {
  return [
    { title: 'Verified gated societies', text: 'Every society and listing is checked, so what you see is what you visit.', icon: BadgeCheck },
    { title: 'Door-unlock visits', text: 'Book a visit on your phone and see the home at a time that suits you.', icon: DoorOpen },
    { title: 'Direct offers to owners', text: `Send your offer straight to the owner through ${brand}, with no back-and-forth.`, icon: Handshake },
    { title: '24/7 support', text: 'Our team is a message away whenever you need help with a home.', icon: Headset },
  ];
}

export function ContactPage(details: ContactDetails) {
  const { brand, chatNumber } = details;
  return (
    <>
      <PageHero
        eyebrow="Contact Us"
        title={
          <>
            We&apos;re here to <span className="text-primary">help you</span>
          </>
        }
        intro={`Questions about a society, a listing or a visit? Call, write or send us a message and the ${brand} team will get back to you.`}
      />

      <MarketingSection labelledBy="contact-ways" className="pt-2">
        <h2 id="contact-ways" className="sr-only">
          Ways to reach us
        </h2>
        <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
          {contactCards(details).map(({ title, value, href, icon: Icon, external }) => (
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
                  {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </MarketingSection>

      <MarketingSection labelledBy="contact-form-title">
        <div className="rounded-2xl border border-border bg-card p-5 shadow-sm">
          <SectionHeading id="contact-form-title" title="Send us a message" description="Fill in the form and we'll reply by email." />
          <ContactForm />
        </div>
      </MarketingSection>

      <MarketingSection labelledBy="contact-reasons">
        <SectionHeading id="contact-reasons" eyebrow={`Why ${brand}`} title={`Why choose ${brand}`} />
        <IconCardGrid items={reasons(brand)} className="grid-cols-1 md:grid-cols-2" />
      </MarketingSection>

      <MarketingSection labelledBy="contact-hours" className="pb-10">
        <div className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
          <Clock aria-hidden="true" className="size-7 text-amber-800" />
          <h2 id="contact-hours" className="mt-3 text-xl font-bold text-slate-900">
            Office Hours
          </h2>
          <dl className="mt-3 divide-y divide-amber-200 text-[15px]">
            {OFFICE_HOURS.map(({ days, hours }) => (
              <div key={days} className="flex items-center justify-between gap-4 py-2">
                <dt className="text-slate-700">{days}</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{hours}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-2 text-xs text-slate-600">India time (IST)</p>
        </div>
      </MarketingSection>

      <FloatingChatButton chatNumber={chatNumber} />
    </>
  );
}
