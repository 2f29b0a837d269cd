'use client';

import { XIcon } from 'lucide-react';
import { Drawer, DrawerClose, DrawerContent, DrawerDescription, DrawerTitle } from '@/components/ui/drawer';
import { useState } from 'react';
import { LeadForm, useLeadFlowStore, type LeadFormProps } from './lead-form';
import { useSheetBackButton } from '@/components/common/use-sheet-back-button';

interface LeadSheetProps {
  campaign: LeadFormProps['campaign'];
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * The bottom drawer holding the lead form (vaul: drag down past 25% or flick to dismiss). Loaded on demand by
 * LeadDrawer, and mounted from the first opening on: closing unmounts the form but not this, which holds the flow,
 * so closing by back or X and reopening keeps the chosen role and the typed phone. A finished lead ('Done', or
 * closing on 'What happens next') starts the next opening over.
 */
export function LeadSheet({ campaign, open, onOpenChange }: LeadSheetProps) {
  useSheetBackButton(open, onOpenChange);
  const flow = useLeadFlowStore();
  const { state, dispatch } = flow;
  // On a new opening (set during render, so the old 'done' never shows while the closing drawer animates out).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open && state.step === 'done') dispatch({ type: 'reset' });
  }
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerContent data-testid="lead-drawer" aria-describedby={undefined}>
        {/* The close button sits in its own row, so the form scrolls under nothing. */}
        <div className="-mt-3 flex shrink-0 justify-end px-2">
          <DrawerClose aria-label="Close" className="flex size-11 items-center justify-center rounded-full text-muted-foreground hover:bg-muted">
            <XIcon className="size-5" aria-hidden="true" />
          </DrawerClose>
        </div>
        <div className="overflow-y-auto overscroll-contain px-5 pb-6">
          <LeadForm campaign={campaign} titleAs={DrawerTitle} descriptionAs={DrawerDescription} onDone={() => onOpenChange(false)} flow={flow} />
        </div>
      </DrawerContent>
    </Drawer>
  );
}
