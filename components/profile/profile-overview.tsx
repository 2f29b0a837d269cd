import { BadgeCheckIcon, BriefcaseBusinessIcon, ChevronRightIcon, HeadsetIcon, MailIcon, PhoneIcon, SearchIcon, UserRoundIcon } from 'lucide-react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { OfferCreditsCard } from '@/components/offers/offer-credits-card';
import { ConsentSwitches } from '@/components/privacy/consent-switches';
import type { ConsentsAnswer, DeletionView } from '@/components/privacy/privacy-api';
import { SavedSearchesSection } from '@/components/saved-searches/saved-searches-section';
import { Badge } from '@/components/ui/badge';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { formatPhone } from '@/lib/phone';
import type { OfferCredits } from '@/lib/tenant/credits';
import type { AuthUser } from '@/lib/validation/auth';
import { CreditCards } from './credit-cards';
import { SignOutButton } from './sign-out-button';
import { VerifyWhatsAppNumber } from './verify-whatsapp-number';

export function initials(user: Pick<AuthUser, 'firstName' | 'lastName' | 'email'>): string {
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** 'Browse Properties' and 'Contact Support'. */
function QuickActions() {
  const t = useTranslations('account');
  const locale = useLocale() as Locale;
  return (
    <section aria-labelledby="quick-actions-title" className="space-y-3">
      <h2 id="quick-actions-title" className="text-base font-semibold">
        {t('profile.quickActions')}
      </h2>
      <div className="grid grid-cols-2 gap-3">
        <Link href={localePath(locale, '/')} className="flex min-h-20 flex-col justify-center gap-2 rounded-2xl border bg-card p-4 hover:bg-muted/60">
          <SearchIcon className="size-5 text-primary" aria-hidden="true" />
          <span className="text-sm font-semibold">{t('profile.browse')}</span>
        </Link>
        <Link href={localePath(locale, '/contact')} className="flex min-h-20 flex-col justify-center gap-2 rounded-2xl border bg-card p-4 hover:bg-muted/60">
          <HeadsetIcon className="size-5 text-primary" aria-hidden="true" />
          <span className="text-sm font-semibold">{t('profile.support')}</span>
        </Link>
      </div>
    </section>
  );
}

/** /profile, logged in (societies-and-tenant-area.md 2.10). */
export function ProfileOverview({
  user,
  tenant,
  unlocksUsed,
  whatsappVerified = false,
  consents,
  deletion = null,
}: {
  user: AuthUser;
  tenant: { hasProfile: boolean; offerCredits: OfferCredits };
  unlocksUsed?: { rent: number; buyer: number };
  /** Whether the phone number was proven with a WhatsApp code (no WhatsApp message goes to it until then). */
  whatsappVerified?: boolean;
  /** The consent switches and their log; absent, the section is not shown. */
  consents?: ConsentsAnswer;
  /** The account's deletion under way, if any. */
  deletion?: DeletionView | null;
}) {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  const t = useTranslations('account');
  const locale = useLocale() as Locale;
  const credit = (kind: 'rent' | 'buyer') => ({ title: t(`credits.${kind}.title`), left: t(`credits.${kind}.left`), used: (count: number) => t('credits.used', { count }) });
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="profile-name" className="flex items-center gap-4">
        <span aria-hidden="true" className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground shadow-sm">
          {initials(user)}
        </span>
        <div className="min-w-0">
          <h1 id="profile-name" data-testid="profile-name" className="truncate text-xl font-bold tracking-tight">
            {name}
          </h1>
          {/* The account is verified by its e-mail (the login code); the WhatsApp number has its own state below. */}
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
            <Badge variant="green">
              <BadgeCheckIcon className="size-3.5" aria-hidden="true" />
              {t('profile.verifiedAccount')}
            </Badge>
            <span className="text-xs text-muted-foreground" data-testid="verified-by">
              {t('profile.emailVerified')}
            </span>
          </p>
        </div>
      </section>

      <dl className="divide-y rounded-2xl border bg-card text-sm">
        <div className="flex items-center gap-3 px-4 py-3">
          <MailIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <dt className="sr-only">{t('profile.email')}</dt>
          <dd className="min-w-0 break-all" data-testid="profile-email">{user.email}</dd>
        </div>
        {user.phone && (
          <div className="flex items-center gap-3 px-4 py-3">
            <PhoneIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">{t('profile.phone')}</dt>
            <dd data-testid="profile-phone">{formatPhone(user.countryCode, user.phone)}</dd>
          </div>
        )}
        {user.phone && <VerifyWhatsAppNumber verified={whatsappVerified} phone={formatPhone(user.countryCode, user.phone)} />}
      </dl>

      <section aria-labelledby="credits-title" className="space-y-3">
        <h2 id="credits-title" className="text-base font-semibold">
          {t('profile.credits')}
        </h2>
        <CreditCards used={unlocksUsed} texts={{ rent: credit('rent'), buyer: credit('buyer') }} />
        <OfferCreditsCard credits={tenant.offerCredits} />
      </section>

      <nav aria-label={t('profile.profiles')} className="divide-y rounded-2xl border bg-card">
        <Link href={localePath(locale, '/tenant-profile')} className="flex min-h-14 items-center gap-3 px-4 hover:bg-muted/60">
          <UserRoundIcon className="size-5 text-primary" aria-hidden="true" />
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="font-medium">{t('profile.tenantProfile')}</span>
            <span className="text-xs text-muted-foreground" data-testid="tenant-profile-state">
              {tenant.hasProfile ? t('profile.edit') : t('profile.completeTenantProfile')}
            </span>
          </span>
          <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        </Link>
        <button type="button" disabled className="flex min-h-14 w-full cursor-not-allowed items-center gap-3 px-4 text-left text-muted-foreground">
          <BriefcaseBusinessIcon className="size-5" aria-hidden="true" />
          <span className="flex-1 font-medium">{t('profile.buyerProfile')}</span>
          <Badge variant="grey">{t('profile.comingSoon')}</Badge>
        </button>
      </nav>

      <SavedSearchesSection />

      {/* Read again once the number is verified (the page refreshes): WhatsApp updates can be on from then. */}
      {consents ? <ConsentSwitches key={whatsappVerified ? 'whatsapp-verified' : 'whatsapp-unverified'} initial={consents} deletion={deletion} /> : null}

      <QuickActions />

      <SignOutButton label={t('profile.signOut')} />
    </div>
  );
}
