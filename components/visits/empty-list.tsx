'use client';

import type { LucideIcon } from 'lucide-react';
import Link from 'next/link';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';

/** An empty tab with 'Browse Properties' (spec 2.7). */
export function EmptyList({ icon: Icon, title, description, testId }: { icon: LucideIcon; title: string; description: string; testId: string }) {
  const t = useCopy('visits');
  const { href } = useLocalePath();
  return (
    <div data-testid={testId} className="flex flex-col items-center rounded-2xl border border-dashed border-border bg-muted/40 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-background text-primary shadow-sm">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-foreground">{title}</h2>
      <p className="mt-1 max-w-xs text-sm text-muted-foreground">{description}</p>
      <Button asChild className="mt-5 w-full max-w-xs">
        <Link href={href('/')}>{t('emptyList.browse')}</Link>
      </Button>
    </div>
  );
}
