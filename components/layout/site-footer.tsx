import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { currentLocale } from '@/components/i18n/current-locale';
import { localePath } from '@/lib/i18n/locales';
import { getEnv } from '@/server/env';
import { BrandMark } from './brand-mark';
import { LanguageSwitch } from './language-switch';
import { SocialIcon, type SocialNetwork } from './social-icons';

type FooterText = Awaited<ReturnType<typeof getTranslations<'common.footer'>>>;

// Destinations for Blog and Help Center are not in the spec: they render as labelled text rather than links, so
// nothing in the footer is a dead link.
const PLACEHOLDER_LINKS = ['blog', 'helpCenter'] as const;

function socialLinks(t: FooterText, brand: string, whatsappNumber: string): { network: SocialNetwork; label: string; href: string }[] {
  return [
    { network: 'facebook', label: t('onFacebook', { brand }), href: 'https://www.facebook.com/ghomes' },
    { network: 'instagram', label: t('onInstagram', { brand }), href: 'https://www.instagram.com/ghomes' },
    { network: 'linkedin', label: t('onLinkedIn', { brand }), href: 'https://www.linkedin.com/company/ghomes' },
    { network: 'youtube', label: t('onYouTube', { brand }), href: 'https://www.youtube.com/@ghomes' },
    { network: 'whatsapp', label: t('chatOnWhatsApp', { brand }), href: `https://wa.me/${whatsappNumber}` },
  ];
}

const linkClass =
  'inline-flex min-h-11 items-center rounded-md text-sm text-slate-300 transition-colors hover:text-white md:min-h-9';

export async function SiteFooter() {
  const { BRAND_NAME: brand, WHATSAPP_CHAT_NUMBER } = getEnv();
  const [t, locale, common] = await Promise.all([getTranslations('common.footer'), currentLocale(), getTranslations('common')]);
  const inLocale = (path: string) => localePath(locale, path);
  return (
    // Bottom padding keeps the last line clear of the fixed mobile bottom navigation.
    <footer className="bg-slate-950 pb-[calc(5.5rem+env(safe-area-inset-bottom))] text-slate-300 md:pb-0">
      <div className="mx-auto grid max-w-6xl gap-8 px-5 pt-10 md:grid-cols-[1.4fr_1fr] md:gap-12 md:px-6 md:pt-14">
        <div className="space-y-4">
          <Link prefetch={false} href={inLocale('/')} className="inline-flex min-h-11 items-center gap-2 rounded-lg" aria-label={common('header.homeLabel', { brand })}>
            <BrandMark className="size-9" />
            <span className="text-xl font-bold tracking-tight text-white">{brand}</span>
          </Link>
          <p className="text-sm font-medium text-teal-300">{t('tagline')}</p>
          <p className="max-w-md text-sm leading-relaxed text-slate-400">
            {t('about', { brand })}
          </p>
          <ul className="flex flex-wrap gap-2 pt-1" aria-label={t('followUs')}>
            {socialLinks(t, brand, WHATSAPP_CHAT_NUMBER).map(({ network, label, href }) => (
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

        <nav aria-label={t('label')}>
          <h2 className="text-xs font-semibold uppercase tracking-wider text-slate-400">{t('company')}</h2>
          <ul className="mt-2 grid grid-cols-2 gap-x-6 md:grid-cols-1">
            <li>
              <Link prefetch={false} href={inLocale('/about')} className={linkClass}>
                {t('aboutUs')}
              </Link>
            </li>
            <li>
              <Link prefetch={false} href={inLocale('/contact')} className={linkClass}>
                {t('contactUs')}
              </Link>
            </li>
            <li>
              <Link prefetch={false} href={inLocale('/privacy')} className={linkClass}>
                {t('privacyPolicy')}
              </Link>
            </li>
            {PLACEHOLDER_LINKS.map((label) => (
              <li key={label}>
                <span title={t('comingSoon')} className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-400 md:min-h-9">
                  {t(label)}
                  <span aria-hidden="true" className="rounded-full bg-white/10 px-1.5 py-0.5 text-[10px] font-medium uppercase tracking-wide text-slate-400">
                    {t('soon')}
                  </span>
                  <span className="sr-only">{t('comingSoonScreenReader')}</span>
                </span>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="mx-auto mt-8 max-w-6xl border-t border-white/10 px-5 py-5 md:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-slate-400">{t('rights', { year: new Date().getFullYear(), brand })}</p>
          <LanguageSwitch locale={locale} label={common('language.label')} variant="footer" />
        </div>
      </div>
    </footer>
  );
}
