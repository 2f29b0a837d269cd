'use client';

// Opens 'Your offers' (the sheet and its fetch load on the first tap).
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

const SentOffersSheet = dynamic(() => import('./sent-offers-sheet').then((module) => module.SentOffersSheet), { ssr: false });

/** 'Your offers' for any control that opens it: `show()`, and the sheet to render (nothing before the first show). */
export function useSentOffersSheet(firstPropertyId?: string): { show(): void; sheet: React.ReactNode } {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = useCallback(() => {
    setOpened(true);
    setOpen(true);
  }, []);
  return { show, sheet: opened ? <SentOffersSheet open={open} onOpenChange={setOpen} firstPropertyId={firstPropertyId} /> : null };
}

export function SentOffersButton({ label, firstPropertyId, ...props }: ButtonProps & { label: string; firstPropertyId?: string }) {
  const { show, sheet } = useSentOffersSheet(firstPropertyId);
  return (
    <>
      <Button variant="link" {...props} onClick={show}>
        {label}
      </Button>
      {sheet}
    </>
  );
}
