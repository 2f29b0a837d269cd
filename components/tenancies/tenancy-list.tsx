import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { TENANCY_STATUS_KEYS, type AgreementParty, type TenancyStatus } from '@/lib/tenancies/tenancy';

// Tenancies as links to their pages (server component): 'Your home' lists the person's, the owner's homes page the
// ones they let.

export interface TenancyItem {
  id: string;
  party: AgreementParty;
  home: string;
  societyName: string;
  status: TenancyStatus;
}

export function TenancyList({ tenancies, testId }: { tenancies: TenancyItem[]; testId: string }) {
  const t = useTranslations('tenancy');
  const locale = useLocale() as Locale;
  return (
    <ul className="space-y-2" data-testid={testId}>
      {tenancies.map((tenancy) => (
        <li key={tenancy.id}>
          <Link href={localePath(locale, `/tenancy/${tenancy.id}`)} className="block min-h-11 rounded-xl border border-border bg-card p-4 hover:border-primary/60" data-testid="tenancy-link">
            <span className="block font-medium">{tenancy.home}</span>
            <span className="block text-sm text-muted-foreground">
              {tenancy.societyName} · {tenancy.party === 'tenant' ? t('list.youRent') : t('list.youLet')}
            </span>
            <span className="mt-1 block text-sm">{t(`status.${TENANCY_STATUS_KEYS[tenancy.status]}`)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
