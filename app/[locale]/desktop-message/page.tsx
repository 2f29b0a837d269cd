import { ContinueToSite } from '@/components/layout/continue-to-site';
import { PhoneIllustration } from '@/components/layout/phone-illustration';
import { SocialIcon } from '@/components/layout/social-icons';
import { getEnv } from '@/server/env';
import { pageMetadata } from '@/server/seo/page-head';
import { pageLocale, type LocaleParams } from '@/server/i18n/page-locale';

// Desktop visitors land here (spec 2.16); crawlers never do, so the page stays out of the index.
export function generateMetadata() {
  return pageMetadata({
    title: 'Best viewed on mobile',
    description: 'Open the site on your phone for the full experience.',
    path: '/desktop-message',
    noIndex: true,
  });
}

export default async function DesktopMessagePage({ params }: { params: LocaleParams }) {
  await pageLocale(params);
  const { SITE_URL, BRAND_NAME: brand } = getEnv();
  const host = new URL(SITE_URL).host;
  const message = `Open ${brand} on your phone: ${SITE_URL}`;
  const whatsappHref = `https://wa.me/?text=${encodeURIComponent(message)}`;

  return (
    <section className="flex min-h-[calc(100dvh-4rem)] items-center justify-center bg-gradient-to-br from-teal-50 via-background to-amber-50 px-6 py-12">
      <div className="grid w-full max-w-4xl items-center gap-10 rounded-3xl border border-border bg-card p-8 shadow-xl shadow-slate-900/5 md:grid-cols-[auto_1fr] md:gap-14 md:p-12">
        <PhoneIllustration brand={brand} className="mx-auto" />
        <div className="text-center md:text-left">
          <p className="inline-flex rounded-full bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">
            Designed for your phone
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance md:text-4xl">
            {brand} is best viewed on mobile
          </h1>
          <p className="mt-4 text-base leading-relaxed text-muted-foreground">
            Search gated societies, shortlist homes and book visits on the go. Send the link to your phone and pick up
            right where you are.
          </p>
          <div className="mt-8 flex flex-col items-center gap-4 md:items-start">
            <a
              href={whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-12 items-center justify-center gap-2.5 rounded-full bg-[#25D366] px-6 text-base font-semibold text-[#053b1f] shadow-sm transition-colors hover:bg-[#1fbe5b]"
            >
              <SocialIcon network="whatsapp" className="size-5" />
              Send the link to my phone
            </a>
            <p className="text-sm text-muted-foreground">
              Or open <span className="font-semibold text-foreground">{host}</span> in your phone&apos;s browser.
            </p>
            <ContinueToSite />
          </div>
        </div>
      </div>
    </section>
  );
}
