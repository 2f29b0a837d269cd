'use client';

// Opens 'Your offers' (the sheet and its fetch load on the first tap).
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

const SentOffersSheet = dynamic(() => import('./sent-offers-sheet').then((module) => module.SentOffersSheet), { ssr: false });

export function SentOffersButton({ label, firstPropertyId, ...props }: ButtonProps & { label: string; firstPropertyId?: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="link"
        {...props}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      {opened ? <SentOffersSheet open={open} onOpenChange={setOpen} firstPropertyId={firstPropertyId} /> : null}
    </>
  );
}
