'use client';

import { ListChecks } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { BUTTON_CLASSES } from '@/components/common/button-classes';
import type { AmenityGroupView } from './amenities-sheet';

// The drawer (vaul + Radix Dialog) is the heaviest script on the page and most visitors never open it:
// it loads on first intent (hover, focus or touch) instead of with the page.
const loadSheet = () => import('./amenities-sheet');
const AmenitiesSheet = dynamic(() => loadSheet().then((module) => module.AmenitiesSheet), { ssr: false });

export function AmenitiesSheetTrigger({ societyName, groups, total }: { societyName: string; groups: AmenityGroupView[]; total: number }) {
  const t = useCopy('society');
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        className={BUTTON_CLASSES.amenities}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onTouchStart={() => void loadSheet()}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <ListChecks aria-hidden="true" />
        {t('amenities.viewAll', { total })}
      </button>
      {requested && <AmenitiesSheet open={open} onOpenChange={setOpen} societyName={societyName} groups={groups} />}
    </>
  );
}
