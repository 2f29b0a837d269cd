'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { LeadFormProps } from './lead-form';

// The drawer, the form and their libraries (vaul, react-hook-form, input-otp, zod) load when they are about to be
// needed, not with the page: the festival page stays a light landing page.
const loadSheet = () => import('./lead-sheet');
const LeadSheet = dynamic(() => loadSheet().then((module) => module.LeadSheet), { ssr: false });

interface LeadDrawerProps {
  campaign: LeadFormProps['campaign'];
  /** The button's classes, resolved by the server page (a large `Button`), so this island carries no class merging. */
  className: string;
  /** The arrow after the label, rendered by the server page. */
  icon: React.ReactNode;
}

/** 'Get Started', opening the lead drawer: the festival page's one island. */
export function LeadDrawer({ campaign, className, icon }: LeadDrawerProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const preload = () => void loadSheet();
  return (
    <>
      <button
        type="button"
        data-slot="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        Get Started
        {icon}
      </button>
      {requested && <LeadSheet campaign={campaign} open={open} onOpenChange={setOpen} />}
    </>
  );
}
