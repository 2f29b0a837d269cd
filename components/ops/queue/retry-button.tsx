'use client';

import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDeskAction } from '../use-desk-action';
import { useHydrated } from '../use-hydrated';
import { queueApi } from './queue-api';

/** Starts a failed job's attempts again; the list refreshes without it. Its name says which job and what it was for. */
export function RetryButton({ jobId, task, what }: { jobId: string; task: string; what: string }) {
  const { busy: saving, run } = useDeskAction();
  const hydrated = useHydrated();
  const retry = () => run('action', () => queueApi.retry(jobId), `Job ${jobId} (${task}) will run again now.`, { fallback: 'Could not retry the job. Please try again.' });
  return (
    <Button variant="outline" onClick={retry} disabled={saving || !hydrated} aria-label={`Retry job ${jobId} (${task}): ${what}`}>
      <RotateCcw aria-hidden="true" />
      {saving ? 'Retrying…' : 'Retry'}
    </Button>
  );
}
