'use client';

import { ArrowRight } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { LeadFormProps } from './lead-form';

// The drawer, the form and their libraries (vaul, input-otp, zod) load when they are about to be needed, not
// with the page: the festival page stays a light landing page.
const loadSheet = () => import('./lead-sheet');
const LeadSheet = dynamic(() => loadSheet().then((module) => module.LeadSheet), { ssr: false });

interface LeadDrawerProps {
  campaign: LeadFormProps['campaign'];
  className?: string;
}

/** 'Get Started', opening the lead drawer. */
export function LeadDrawer({ campaign, className }: LeadDrawerProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const preload = () => void loadSheet();
  return (
    <>
      <Button
        size="lg"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={cn('w-full rounded-xl sm:w-auto', className)}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        Get Started
        <ArrowRight aria-hidden="true" />
      </Button>
      {requested && <LeadSheet campaign={campaign} open={open} onOpenChange={setOpen} />}
    </>
  );
}
