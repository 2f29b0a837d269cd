import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { ArrowLeft, HardHat } from '@/components/icons/static-icons';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { GoBackButton } from './go-back-button';

// Resolved here, on the server: the App Router loads this page's script with every builder page, so its only
// island ('Go Back') gets a class string instead of the Button component and its class merging.
const GO_BACK_CLASS = cn(buttonVariants());

/** Spec 2.13 and 8: 'Builder Not Found' with Go Back (home when there is no page to go back to). */
export function BuilderNotFound() {
  const t = useTranslations('builder');
  const locale = useLocale() as Locale;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <HardHat aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-foreground">{t('notFound.title')}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t('notFound.text')}</p>
      <div className="mt-6 flex w-full flex-col gap-2">
        <GoBackButton className={GO_BACK_CLASS} icon={<ArrowLeft aria-hidden="true" />} label={t('notFound.goBack')} home={localePath(locale, '/')} />
        <Button asChild variant="ghost">
          <Link href={localePath(locale, '/')}>{t('notFound.search')}</Link>
        </Button>
      </div>
    </div>
  );
}
