import Link from 'next/link';
import { getEnv } from '@/server/env';
import { BrandMark } from './brand-mark';
import { SocialIcon, type SocialNetwork } from './social-icons';

const TAGLINE = 'Rent • Buy • Sell in Gated Societies';

// Destinations for Blog and Help Center are not in the spec: they render as labelled text rather than links, so
// nothing in the footer is a dead link.
const PLACEHOLDER_LINKS = ['Blog', 'Help Center'] as const;

function socialLinks(brand: string, whatsappNumber: string): { network: SocialNetwork; label: string; href: string }[] {
  return [
    { network: 'facebook', label: `${brand} on Facebook`, href: 'https://www.facebook.com/ghomes' },
    { network: 'instagram', label: `${brand} on Instagram`, href: 'https://www.instagram.com/ghomes' },
    { network: 'linkedin', label: `${brand} on LinkedIn`, href: 'https://www.linkedin.com/company/ghomes' },
    { network: 'youtube', label: `${brand} on YouTube`, href: 'https://www.youtube.com/@ghomes' },
    { network: 'whatsapp', label: `Chat with ${brand} on WhatsApp`, href: `https://wa.me/${whatsappNumber}` },
  ];
}

const linkClass =
  'inline-flex min-h-11 items-center rounded-md text-sm text-slate-300 transition-colors hover:text-white md:min-h-9';

export function SiteFooter() {
  const { BRAND_NAME: brand, WHATSAPP_CHAT_NUMBER } = getEnv();
  return (
    // Bottom padding keeps the last line clear of the fixed mobile bottom navigation.
    <footer className="bg-slate-950 pb-[calc(5.5rem+env(safe-area-inset-bottom))] text-slate-300 md:pb-0">
      <div className="mx-auto grid max-w-6xl gap-8 px-5 pt-10 md:grid-cols-[1.4fr_1fr] md:gap-12 md:px-6 md:pt-14">
        <div className="space-y-4">
          <Link prefetch={false} href="/" className="inline-flex min-h-11 items-center gap-2 rounded-lg" aria-label={`${brand} home`}>
            <BrandMark className="size-9" />
            <span className="text-xl font-bold tracking-tight text-white">{brand}</span>
          </Link>
          <p className="text-sm font-medium text-teal-300">{TAGLINE}</p>
          <p className="max-w-md text-sm leading-relaxed text-slate-400">
            {brand} is Bangalore&apos;s property portal for gated communities: explore verified societies, rent or buy
            apartments and villas, book visits and deal directly with owners, without the middlemen.
          </p>
          <ul className="flex flex-wrap gap-2 pt-1" aria-label="Follow us">
            {socialLinks(brand, WHATSAPP_CHAT_NUMBER).map(({ network, label, href }) => (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="flex size-11 items-center justify-center rounded-full bg-white/10 text-slate-200 transition-colors hover:bg-white/20 hover:text-white"
                >
                  <SocialIcon network={network} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Footer">
          <h2 className="text-xs font-semibold uppercase tracking-wider text-slate-400">Company</h2>
          <ul className="mt-2 grid grid-cols-2 gap-x-6 md:grid-cols-1">
            <li>
              <Link prefetch={false} href="/about" className={linkClass}>
                About Us
              </Link>
            </li>
            <li>
              <Link prefetch={false} href="/contact" className={linkClass}>
                Contact Us
              </Link>
            </li>
            <li>
              <Link prefetch={false} href="/privacy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            {PLACEHOLDER_LINKS.map((label) => (
              <li key={label}>
                <span title="Coming soon" className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-400 md:min-h-9">
                  {label}
                  <span aria-hidden="true" className="rounded-full bg-white/10 px-1.5 py-0.5 text-[10px] font-medium uppercase tracking-wide text-slate-400">
                    Soon
                  </span>
                  <span className="sr-only">(coming soon)</span>
                </span>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="mx-auto mt-8 max-w-6xl border-t border-white/10 px-5 py-5 md:px-6">
        <p className="text-xs text-slate-400">
          © {new Date().getFullYear()} {brand}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
