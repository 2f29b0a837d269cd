'use client';

// 'Your offers' opened by a link: the counter message's '/profile?offers=<property id>' opens the sheet on arrival
// with that home's offer first, where the tenant accepts or declines the counter. Closing it takes the parameter
// off the address, so a reload or a second visit shows the profile as usual.
import dynamic from 'next/dynamic';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';

const SentOffersSheet = dynamic(() => import('./sent-offers-sheet').then((module) => module.SentOffersSheet), { ssr: false });

export function OpenSentOffers({ firstPropertyId }: { firstPropertyId: string }) {
  const [open, setOpen] = useState(true);
  const router = useRouter();
  const pathname = usePathname();
  return (
    <SentOffersSheet
      open={open}
      firstPropertyId={firstPropertyId}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) router.replace(pathname ?? '/profile', { scroll: false });
      }}
    />
  );
}
