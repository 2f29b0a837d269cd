'use client';

import { usePathname } from 'next/navigation';
import { useAuth } from '@/components/auth/auth-provider';
import { saveProfileLanguage } from '@/components/profile/language-api';
import { rememberLocale } from '@/components/i18n/remember-locale';
import { LOCALE_NAMES, LOCALES, localePath, splitLocalePath, type Locale } from '@/lib/i18n/locales';

const SHORT_NAMES: Readonly<Record<Locale, string>> = { en: 'EN', kn: 'ಕ', hi: 'हि' };

/** A signed-in person's messages follow the choice too (profiles.language); signed out, the cookie is all. */
function choose(locale: Locale, signedIn: boolean): void {
  rememberLocale(locale);
  if (signedIn) saveProfileLanguage(locale).catch(() => undefined); // the page still switches; the next tap saves again
}

/**
 * The same page in the other languages: plain links (a crawler follows them, a browser without script still
 * switches), and a tap also remembers the choice. The header's is a disclosure of three links; the footer lists them.
 */
export function LanguageSwitch({ locale, label, variant }: { locale: Locale; label: string; variant: 'header' | 'footer' }) {
  const { path } = splitLocalePath(usePathname() ?? '/');
  const signedIn = useAuth().user !== null;
  const links = LOCALES.map((each) => (
    <li key={each}>
      <a
        href={localePath(each, path)}
        hrefLang={each}
        lang={each}
        aria-current={each === locale ? 'true' : undefined}
        onClick={() => choose(each, signedIn)}
        className={
          variant === 'header'
            ? 'flex min-h-11 items-center rounded-md px-3 text-sm text-foreground hover:bg-muted aria-[current]:font-semibold aria-[current]:text-primary'
            : 'inline-flex min-h-11 items-center rounded-md px-1 text-sm text-slate-300 hover:text-white aria-[current]:font-semibold aria-[current]:text-white md:min-h-9'
        }
      >
        {LOCALE_NAMES[each]}
      </a>
    </li>
  ));
  if (variant === 'footer') {
    return (
      <nav aria-label={label}>
        <ul className="flex gap-3">{links}</ul>
      </nav>
    );
  }
  return (
    // From 440 px: below that the brand, Log in and For Property Owner fill the bar; the footer has the switch.
    <details className="group/language relative hidden shrink-0 min-[440px]:block">
      <summary
        aria-label={label}
        className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded-lg px-2 text-sm font-semibold text-foreground hover:bg-muted [&::-webkit-details-marker]:hidden"
      >
        <span aria-hidden="true">{SHORT_NAMES[locale]}</span>
      </summary>
      <ul className="absolute right-0 top-full z-50 mt-1 min-w-36 rounded-lg border border-border bg-background p-1 shadow-lg">{links}</ul>
    </details>
  );
}
