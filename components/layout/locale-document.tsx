// The document every page renders in (app/[locale]/layout.tsx) and the 404 answer of a URL no page claims.
import { getTranslations } from 'next-intl/server';
import { AppProviders } from '@/components/providers/app-providers';
import { LanguageSuggestion } from '@/components/i18n/language-suggestion';
import { WithCopy } from '@/components/i18n/with-copy';
import { AfterLoad } from '@/components/layout/after-load';
import { BottomNav } from '@/components/layout/bottom-nav';
import { FirstViewEnd } from '@/components/common/first-view-end';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteChrome, SkipLink } from '@/components/layout/site-chrome';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { Stylesheet } from '@/components/layout/stylesheet';
import { ViewportWidthCookie } from '@/components/layout/viewport-width-cookie';
import { scriptFontCss } from '@/lib/i18n/fonts';
import { HTML_LANG, LOCALES, type Locale } from '@/lib/i18n/locales';
import { getEnv } from '@/server/env';
import { messagesFor } from '@/server/i18n/messages';
import { CACHE_CONTROL_META_CONTENT } from '@/server/seo/page-head';

/** Each language's offer of itself, for a browser that prefers it (components/i18n/language-suggestion.tsx). */
function languageOffers() {
  return Object.fromEntries(LOCALES.map((each) => [each, messagesFor(each).common.language])) as Record<Locale, ReturnType<typeof messagesFor>['common']['language']>;
}

/**
 * A page's whole document in its language: the head's stylesheet and type, the header, navigation and footer
 * around the page. Every page's, through app/[locale]/layout.tsx, and the 404 answer's for a URL no page claims
 * (app/global-not-found.tsx). The caller has set the language for next-intl.
 */
export async function LocaleDocument({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const t = await getTranslations('common');
  return (
    <html lang={HTML_LANG[locale]}>
      <head>
        <meta httpEquiv="Cache-Control" content={CACHE_CONTROL_META_CONTENT} />
        {/* app/globals.css: inlined once by the production build, loaded by Next under `next dev` (docs/first-paint.md). */}
        <Stylesheet />
        {locale !== 'en' && <style dangerouslySetInnerHTML={{ __html: scriptFontCss(locale) }} />}
      </head>
      <body className="flex min-h-dvh flex-col">
        {/* The sign-in sheet opens from any page, a segment's not-found view renders beside every page, and a new
            release is offered on any page: their texts travel with every page. */}
        <WithCopy namespaces={['auth', 'errors', 'release']}>
        <AppProviders>
          <SkipLink label={t('skipLink')} />
          <ScrollToTop />
          <ViewportWidthCookie />
          <AfterLoad vitalsSampleRate={getEnv().VITALS_SAMPLE_RATE} vitalsForceable={getEnv().VITALS_FORCE_SAMPLING === 'on'} />
          <SiteChrome>
            <SiteHeader />
          </SiteChrome>
          {/* Fixed to the bottom of the screen, so its place in the document only sets the reading and tab order:
              the primary navigation before the page's content (after the skip link), and early enough in the
              HTML for the first frame to wait for it. */}
          <SiteChrome>
            <BottomNav />
          </SiteChrome>
          {/* No frame before the header and the bottom navigation are parsed. A phone on 4G receives the page in
              pieces, and Chrome paints what it has: a frame with the header cut after the login slot put that slot
              at the right edge, and the owner button then pushed it left (Lighthouse, society and builder pages);
              a tab cut before its label moved its icon up when the label arrived (/search). Both come right after
              the stylesheet, so this costs the first paint next to nothing. */}
          <FirstViewEnd id="site-chrome-end" />
          <main id="main" className="flex-1 pb-20 md:pb-0">
            {children}
          </main>
          <SiteChrome>
            <SiteFooter />
          </SiteChrome>
          <LanguageSuggestion locale={locale} offers={languageOffers()} />
        </AppProviders>
        </WithCopy>
      </body>
    </html>
  );
}
