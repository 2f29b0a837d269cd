'use client';

import { ArrowRight, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Drawer, DrawerClose, DrawerContent, DrawerDescription, DrawerTitle, DrawerTrigger } from '@/components/ui/drawer';
import { cn } from '@/lib/utils';
import { LeadForm, type LeadFormProps } from './lead-form';

interface LeadDrawerProps {
  campaign: LeadFormProps['campaign'];
  className?: string;
}

/**
 * 'Get Started' and the bottom drawer holding the lead form (vaul: drag down past 25% or flick to dismiss).
 * Closing unmounts the form, so the next opening starts over.
 */
export function LeadDrawer({ campaign, className }: LeadDrawerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer open={open} onOpenChange={setOpen}>
      <DrawerTrigger asChild>
        <Button size="lg" className={cn('w-full rounded-xl sm:w-auto', className)}>
          Get Started
          <ArrowRight aria-hidden="true" />
        </Button>
      </DrawerTrigger>
      <DrawerContent data-testid="lead-drawer" aria-describedby={undefined}>
        <DrawerClose
          aria-label="Close"
          className="absolute right-3 top-3 flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted"
        >
          <XIcon className="size-5" aria-hidden="true" />
        </DrawerClose>
        <div className="overflow-y-auto overscroll-contain px-5 pb-6 pt-4">
          <LeadForm campaign={campaign} titleAs={DrawerTitle} descriptionAs={DrawerDescription} onDone={() => setOpen(false)} />
        </div>
      </DrawerContent>
    </Drawer>
  );
}
