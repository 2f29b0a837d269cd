'use client';

import { RotateCcw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api/client';
import { useHydrated } from '../use-hydrated';
import { queueApi } from './queue-api';

/** Starts a failed job's attempts again; the list refreshes without it. Its name says which job and what it was for. */
export function RetryButton({ jobId, task, what }: { jobId: string; task: string; what: string }) {
  const router = useRouter();
  const [saving, setSaving] = useState(false);
  const hydrated = useHydrated();
  async function retry() {
    setSaving(true);
    try {
      await queueApi.retry(jobId);
      toast.success(`Job ${jobId} (${task}) will run again now.`);
      router.refresh();
    } catch (caught) {
      toast.error(apiErrorMessage(caught, 'Could not retry the job. Please try again.'));
    } finally {
      setSaving(false);
    }
  }
  return (
    <Button variant="outline" onClick={retry} disabled={saving || !hydrated} aria-label={`Retry job ${jobId} (${task}): ${what}`}>
      <RotateCcw aria-hidden="true" />
      {saving ? 'Retrying…' : 'Retry'}
    </Button>
  );
}
