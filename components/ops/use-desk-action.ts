'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api/client';

/**
 * One desk action as the desk runs them all: `pending` (the action's key) while the call is on its way, then the
 * success toast and a refresh of the server-rendered page, or the server's message (else 'Something went wrong').
 */
export function useDeskAction<Key extends string = 'action'>() {
  const router = useRouter();
  const [pending, setPending] = useState<Key | null>(null);
  async function run(key: Key, call: () => Promise<unknown>, success: string): Promise<void> {
    setPending(key);
    try {
      await call();
      toast.success(success);
      router.refresh();
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setPending(null);
    }
  }
  return { pending, run };
}
