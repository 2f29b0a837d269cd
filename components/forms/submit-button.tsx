'use client';

import { Loader2Icon } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A full-width primary action that shows a spinner and stays disabled while its request runs. */
export function SubmitButton({ pending, children, className, disabled, ...props }: ButtonProps & { pending: boolean }) {
  return (
    <Button type="submit" size="lg" className={cn('w-full', className)} disabled={pending || disabled} aria-busy={pending || undefined} {...props}>
      {pending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
      {children}
    </Button>
  );
}
