import { BellOff, CircleAlert, CircleCheck } from 'lucide-react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { UnsubscribeFrame } from '@/components/alerts/unsubscribe-frame';
import { Button, buttonVariants } from '@/components/ui/button';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { cn } from '@/lib/utils';

// The unsubscribe page's three states. A plain form (no script needed): the browser posts it and the route
// sends it back to this page, which then shows the 'done' state. The words are the `account` namespace's
// `unsubscribe` group, in the page's language; `societyHref` comes in that language already.

type Props =
  | { state: 'invalid' }
  | { state: 'confirm' | 'done'; societyName: string; societyHref: string; kinds: ('rent' | 'sale')[]; action: string };

export function UnsubscribeView(props: Props) {
  const t = useTranslations('account');
  const locale = useLocale() as Locale;
  if (props.state === 'invalid') {
    return (
      <UnsubscribeFrame icon={<CircleAlert aria-hidden="true" className="size-7" />} tone="bg-destructive/10 text-destructive" title={t('unsubscribe.invalidTitle')}>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t('unsubscribe.invalidBody')}</p>
        <Link href={localePath(locale, '/')} className={cn(buttonVariants({ variant: 'outline' }), 'mt-6 w-full')}>
          {t('unsubscribe.home')}
        </Link>
      </UnsubscribeFrame>
    );
  }
  const society = props.societyName;
  const kinds = props.kinds.map((kind) => t(`unsubscribe.kind.${kind}`)).join(t('unsubscribe.kindJoin'));
  if (props.state === 'done') {
    return (
      <UnsubscribeFrame icon={<CircleCheck aria-hidden="true" className="size-7" />} tone="bg-success/10 text-success" title={t('unsubscribe.doneTitle')}>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t('unsubscribe.doneBody', { society })}</p>
        <Link href={props.societyHref} className={cn(buttonVariants({ variant: 'outline' }), 'mt-6 w-full')}>
          {t('unsubscribe.back', { society })}
        </Link>
      </UnsubscribeFrame>
    );
  }
  return (
    <UnsubscribeFrame icon={<BellOff aria-hidden="true" className="size-7" />} tone="bg-amber-100 text-amber-700" title={t('unsubscribe.confirmTitle', { society })}>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t('unsubscribe.confirmBody', { kinds, society })}</p>
      <form method="post" action={props.action} className="mt-6 w-full">
        <Button type="submit" className="w-full">
          {t('unsubscribe.confirm')}
        </Button>
      </form>
      <Link href={props.societyHref} className={cn(buttonVariants({ variant: 'ghost' }), 'mt-2 w-full')}>
        {t('unsubscribe.keep')}
      </Link>
    </UnsubscribeFrame>
  );
}
