import { BellOff, CircleAlert, CircleCheck } from 'lucide-react';
import Link from 'next/link';
import { UnsubscribeFrame } from '@/components/alerts/unsubscribe-frame';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

// The unsubscribe page's three states. A plain form (no script needed): the browser posts it and the route
// sends it back to this page, which then shows the 'done' state.

export const UNSUBSCRIBE_TEXT = {
  confirmTitle: (society: string) => `Stop alerts for ${society}?`,
  confirmBody: (kinds: string, society: string) => `You will no longer get e-mail and WhatsApp messages about new ${kinds} listings in ${society}.`,
  confirm: 'Unsubscribe',
  keep: 'Keep my alerts',
  doneTitle: "You're unsubscribed",
  doneBody: (society: string) => `You will no longer get alerts for ${society}. You can set them again on the society page any time.`,
  back: (society: string) => `Back to ${society}`,
  invalidTitle: 'This link is not valid',
  invalidBody: 'It may have been copied only in part. Open the link from the alert e-mail again, or manage alerts on the society page.',
  home: 'Go to home',
} as const;

type Props =
  | { state: 'invalid' }
  | { state: 'confirm' | 'done'; societyName: string; societyHref: string; kinds: ('rent' | 'sale')[]; action: string };

export function UnsubscribeView(props: Props) {
  if (props.state === 'invalid') {
    return (
      <UnsubscribeFrame icon={<CircleAlert aria-hidden="true" className="size-7" />} tone="bg-destructive/10 text-destructive" title={UNSUBSCRIBE_TEXT.invalidTitle}>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{UNSUBSCRIBE_TEXT.invalidBody}</p>
        <Link href="/" className={cn(buttonVariants({ variant: 'outline' }), 'mt-6 w-full')}>
          {UNSUBSCRIBE_TEXT.home}
        </Link>
      </UnsubscribeFrame>
    );
  }
  const kinds = props.kinds.join(' and ');
  if (props.state === 'done') {
    return (
      <UnsubscribeFrame icon={<CircleCheck aria-hidden="true" className="size-7" />} tone="bg-success/10 text-success" title={UNSUBSCRIBE_TEXT.doneTitle}>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{UNSUBSCRIBE_TEXT.doneBody(props.societyName)}</p>
        <Link href={props.societyHref} className={cn(buttonVariants({ variant: 'outline' }), 'mt-6 w-full')}>
          {UNSUBSCRIBE_TEXT.back(props.societyName)}
        </Link>
      </UnsubscribeFrame>
    );
  }
  return (
    <UnsubscribeFrame icon={<BellOff aria-hidden="true" className="size-7" />} tone="bg-amber-100 text-amber-700" title={UNSUBSCRIBE_TEXT.confirmTitle(props.societyName)}>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{UNSUBSCRIBE_TEXT.confirmBody(kinds, props.societyName)}</p>
      <form method="post" action={props.action} className="mt-6 w-full">
        <Button type="submit" className="w-full">
          {UNSUBSCRIBE_TEXT.confirm}
        </Button>
      </form>
      <Link href={props.societyHref} className={cn(buttonVariants({ variant: 'ghost' }), 'mt-2 w-full')}>
        {UNSUBSCRIBE_TEXT.keep}
      </Link>
    </UnsubscribeFrame>
  );
}
