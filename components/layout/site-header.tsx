import { UserRound } from '@/components/icons/static-icons';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { currentLocale } from '@/components/i18n/current-locale';
import { Button, buttonVariants } from '@/components/ui/button';
import { localePath } from '@/lib/i18n/locales';
import { cn } from '@/lib/utils';
import { getEnv } from '@/server/env';
import { BrandMark } from './brand-mark';
import { HeaderLoginButton } from './header-login-button';
import { LanguageSwitch } from './language-switch';

// The login button's look, resolved here (a ghost Button) so the client island gets a plain class string.
const LOGIN_BUTTON_CLASS = cn(buttonVariants({ variant: 'ghost', className: 'px-2.5 text-sm font-semibold text-foreground sm:px-3' }));

/**
 * Sticky top bar on every page: brand, 'Log in' and the owner entry point. Only the login button hydrates.
 * It fits from 320 px whatever the signed-in person's first name: the brand and 'For Property Owner' keep their
 * size, the name takes what is left and truncates, and while someone is signed in below 420 px the brand's word
 * gives way to its mark (the link keeps its label), so a name of a dozen letters still shows most of itself.
 */
export async function SiteHeader() {
  const brand = getEnv().BRAND_NAME;
  const [t, locale] = await Promise.all([getTranslations('common'), currentLocale()]);
  const labels = { logIn: t('header.logIn'), yourProfile: t('header.yourProfile'), profile: t('nav.profile'), profileHref: localePath(locale, '/profile') };
  return (
    <header id="site-header" className="sticky top-0 z-40 border-b border-border/70 bg-background/90 pt-[env(safe-area-inset-top)] backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="group/header mx-auto flex h-(--site-header-height) max-w-6xl items-center gap-1 px-4 md:px-6">
        <Link
          prefetch={false}
          href={localePath(locale, '/')}
          aria-label={t('header.homeLabel', { brand })}
          className="-ml-1 mr-auto flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-1"
        >
          <BrandMark className="size-8 md:size-9" />
          <span className="text-lg font-bold tracking-tight text-foreground max-[339px]:sr-only group-has-[[data-signed-in]]/header:max-[419px]:sr-only md:text-xl">{brand}</span>
        </Link>
        <LanguageSwitch locale={locale} label={t('language.label')} variant="header" />
        <HeaderLoginButton className={LOGIN_BUTTON_CLASS} profileIcon={<UserRound aria-hidden="true" />} labels={labels} />
        <Button
          asChild
          variant="outline"
          className="shrink-0 rounded-full border-primary/40 px-3 text-[13px] text-primary hover:bg-primary/5 sm:px-4 sm:text-sm"
        >
          <Link prefetch={false} href={localePath(locale, '/property-owner')}>{t('header.forPropertyOwner')}</Link>
        </Button>
      </div>
    </header>
  );
}
