'use client';

import Link from 'next/link';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { arrowLeft, hardHat } from '@/components/icons/icon-data';
import { staticIcon } from '@/components/icons/static-icon';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { GoBackButton } from './go-back-button';

const ArrowLeft = staticIcon(arrowLeft);
const HardHat = staticIcon(hardHat);
const GO_BACK_CLASS = cn(buttonVariants());

/**
 * Spec 2.13 and 8: 'Builder Not Found' with Go Back (home when there is no page to go back to). In the browser's
 * copy of the `errors` namespace every page's layout gives: Next renders a segment's not-found view before the page
 * has set its language, and next-intl there would read the request's headers, which a cached page may not (the
 * builder pages answered 500).
 */
export function BuilderNotFound() {
  const t = useCopy('errors');
  const { href } = useLocalePath();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-6 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <HardHat aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-foreground">{t('builderNotFound.title')}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{t('builderNotFound.text')}</p>
      <div className="mt-6 flex w-full flex-col gap-2">
        <GoBackButton className={GO_BACK_CLASS} icon={<ArrowLeft aria-hidden="true" />} label={t('builderNotFound.goBack')} home={href('/')} />
        <Button asChild variant="ghost">
          <Link href={href('/')}>{t('builderNotFound.search')}</Link>
        </Button>
      </div>
    </div>
  );
}
