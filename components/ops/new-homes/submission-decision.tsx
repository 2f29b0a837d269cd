'use client';

import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { TextareaField } from '@/components/forms/form-field';
import { useDeskAction } from '@/components/ops/use-desk-action';
import { Button } from '@/components/ui/button';
import { submissionDecisionSchema } from '@/lib/validation/home-submission';
import { newHomesApi } from './new-homes-api';

type Decision = 'approve' | 'ask' | 'refuse';

/**
 * The desk's answer to a new home: Approve (the home goes live), Ask for more or Refuse, each with a note the owner
 * reads; audited on the server. The note is checked here with the route's own schema.
 */
export function SubmissionDecision({ submissionId }: { submissionId: string }) {
  const router = useRouter();
  const ids = useId();
  const { pending, busy, run } = useDeskAction<Decision>();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function decide(decision: Decision) {
    const body = decision === 'approve' ? { decision } : { decision, note };
    const parsed = submissionDecisionSchema.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the note.');
    setError(null);
    const done = await run(decision, () => newHomesApi.decide(submissionId, parsed.data), (answer) => answer.message, { refresh: false });
    if (done) router.push('/ops/new-homes');
  }

  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-3 rounded-xl border border-border bg-card p-4" data-testid="submission-decision">
      <h2 id={`${ids}-heading`} className="text-lg font-semibold">
        Your decision
      </h2>
      <TextareaField
        id={`${ids}-note`}
        label="Note to the owner"
        hint="Needed to ask for more or to refuse: the owner reads it as written."
        error={error ?? undefined}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button className="min-h-11" disabled={busy} onClick={() => void decide('approve')}>
          {pending === 'approve' ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          Approve
        </Button>
        <Button variant="outline" className="min-h-11" disabled={busy} onClick={() => void decide('ask')}>
          {pending === 'ask' ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          Ask for more
        </Button>
        <Button variant="outline" className="min-h-11 text-destructive" disabled={busy} onClick={() => void decide('refuse')}>
          {pending === 'refuse' ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          Refuse
        </Button>
      </div>
    </section>
  );
}
