import { ContinueToSite } from '@/components/layout/continue-to-site';
import { PhoneIllustration } from '@/components/layout/phone-illustration';
import { SocialIcon } from '@/components/layout/social-icons';
import { getEnv } from '@/server/env';
import { getTranslations } from 'next-intl/server';
import { highlighted } from '@/components/marketing/marked-text';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

// Desktop visitors land here (spec 2.16); crawlers never do, so the page stays out of the index.
export async function generateMetadata({ params }: { params: LocaleParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations('info.meta');
  return pageMetadata({
    locale,
    title: t('desktopTitle'),
    description: t('desktopDescription'),
    path: '/desktop-message',
    noIndex: true,
  });
}

export default async function DesktopMessagePage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const t = await getTranslations('info.desktop');
  const { SITE_URL, BRAND_NAME: brand } = getEnv();
  const host = new URL(SITE_URL).host;
  const message = t('message', { brand, url: SITE_URL });
  const whatsappHref = `https://wa.me/?text=${encodeURIComponent(message)}`;

  return (
    <section className="flex min-h-[calc(100dvh-4rem)] items-center justify-center bg-gradient-to-br from-teal-50 via-background to-amber-50 px-6 py-12">
      <div className="grid w-full max-w-4xl items-center gap-10 rounded-3xl border border-border bg-card p-8 shadow-xl shadow-slate-900/5 md:grid-cols-[auto_1fr] md:gap-14 md:p-12">
        <PhoneIllustration brand={brand} className="mx-auto" />
        <div className="text-center md:text-left">
          <p className="inline-flex rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
            {t('designed')}
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {t('title', { brand })}
          </h1>
          <p className="mt-4 text-base leading-relaxed text-muted-foreground">{t('text')}</p>
          <div className="mt-8 flex flex-col items-center gap-4 md:items-start">
            <a
              href={whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-12 items-center justify-center gap-2.5 rounded-full bg-[#25D366] px-6 text-base font-semibold text-[#053b1f] shadow-sm transition-colors hover:bg-[#1fbe5b]"
            >
              <SocialIcon network="whatsapp" className="size-5" />
              {t('send')}
            </a>
            <p className="text-sm text-muted-foreground">{highlighted(t('orOpen', { host }), 'font-semibold text-foreground')}</p>
            <ContinueToSite />
          </div>
        </div>
      </div>
    </section>
  );
}
