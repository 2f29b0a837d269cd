'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api/client';

export interface DeskActionOptions<Answer> {
  /** The error toast when the server sent no message of its own ('Something went wrong' otherwise). */
  fallback?: string;
  /** A second line under the success toast (who or what it was about). */
  description?: string;
  /** Runs after the call succeeded, before the page is read again: close a dialog, clear a field, note the focus. */
  onSuccess?: (answer: Answer) => void;
  /** Read the server-rendered page again afterwards (default); off where the answer already updated what is shown. */
  refresh?: boolean;
}

/**
 * One desk action as the desk runs them all: `pending` (the action's key) while the call is on its way, then the
 * success toast and a refresh of the server-rendered page, or the server's message (else the fallback). `busy`:
 * any action of this hook is on its way. `run` answers whether the call succeeded.
 */
export function useDeskAction<Key extends string = 'action'>() {
  const router = useRouter();
  const [pending, setPending] = useState<Key | null>(null);
  async function run<Answer>(key: Key, call: () => Promise<Answer>, success: string | ((answer: Answer) => string), options: DeskActionOptions<Answer> = {}): Promise<boolean> {
    setPending(key);
    try {
      const answer = await call();
      toast.success(typeof success === 'string' ? success : success(answer), options.description ? { description: options.description } : undefined);
      options.onSuccess?.(answer);
      if (options.refresh ?? true) router.refresh();
      return true;
    } catch (error) {
      toast.error(apiErrorMessage(error, options.fallback));
      return false;
    } finally {
      setPending(null);
    }
  }
  return { pending, busy: pending !== null, run };
}
