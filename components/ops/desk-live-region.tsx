'use client';

import { useEffect } from 'react';
import { requestToaster } from '@/components/ui/toast';

/**
 * The desk's toasts are announced from the first one on: the toaster (and with it its polite live region, the
 * 'Notifications' section) is mounted as soon as a desk page has loaded, instead of on the first toast or tap as
 * on the public pages (components/ui/lazy-toaster.tsx). A live region added together with its first message is
 * often not read out; one that is there beforehand is. The desk is a working tool, so the few kilobytes of the
 * toaster at load cost nothing a visitor waits for.
 */
export function DeskLiveRegion() {
  useEffect(() => {
    requestToaster();
  }, []);
  return null;
}
