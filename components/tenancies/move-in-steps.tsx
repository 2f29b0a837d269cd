'use client';

import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiErrorMessage } from '@/lib/api/client';
import { cn } from '@/lib/utils';
import { MOVE_IN_STEP_STATE_LABELS, MOVE_IN_STEP_STATES, progressLine, type MoveInChecklist, type MoveInStepItem, type MoveInStepKey, type MoveInStepState } from '@/lib/tenancies/move-in-steps';
import type { TenancyStatus } from '@/lib/tenancies/tenancy';
import { moveInStepMarkSchema } from '@/lib/validation/move-in-steps';
import { moveInStepsApi } from './move-in-steps-api';

// The society's move-in steps (docs/move-in.md "The move-in steps"): one item per step with what the association
// stated (or 'Ask the association'), and a three-way choice either party sets; the saved mark names who set it.
// A cancelled tenancy's steps are shown as they were left, without the choice. Every choice waits while one saves,
// so two answers never race to set the list.

interface MoveInStepsProps {
  tenancyId: string;
  status: TenancyStatus;
  checklist: MoveInChecklist;
}

function StepChoice({ item, disabled, onChoose }: { item: MoveInStepItem; disabled: boolean; onChoose: (state: MoveInStepState) => void }) {
  return (
    <div role="group" aria-label={`${item.title}: where it stands`} className="grid grid-cols-3 overflow-hidden rounded-lg border border-border" data-testid="move-in-step-choice">
      {MOVE_IN_STEP_STATES.map((state) => {
        const chosen = item.state === state;
        return (
          <button
            key={state}
            type="button"
            aria-pressed={chosen}
            disabled={disabled}
            onClick={() => (chosen ? undefined : onChoose(state))}
            className={cn(
              'inline-flex min-h-11 items-center justify-center gap-1 px-1 text-center text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring disabled:opacity-60',
              'border-l border-border first:border-l-0',
              chosen ? 'bg-primary text-primary-foreground' : 'bg-card text-foreground hover:bg-muted',
            )}
          >
            {MOVE_IN_STEP_STATE_LABELS[state]}
          </button>
        );
      })}
    </div>
  );
}

function StepItem({ tenancyId, item, readOnly, busy, disabled, onChoose }: { tenancyId: string; item: MoveInStepItem; readOnly: boolean; busy: boolean; disabled: boolean; onChoose: (state: MoveInStepState) => void }) {
  return (
    <li className="space-y-2 border-t border-border pt-3 first:border-t-0 first:pt-0" data-testid="move-in-step" data-step={item.key} data-state={item.state}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-medium">{item.title}</h3>
        {busy ? <Loader2 aria-label="Saving" className="size-4 shrink-0 animate-spin" /> : null}
      </div>
      <p className="text-sm text-muted-foreground">{item.about}</p>
      <p className={cn('text-sm', item.stated ? 'font-medium' : 'text-muted-foreground')} data-testid="move-in-step-stated">
        {item.statedText}
      </p>
      <div className="flex flex-wrap gap-x-4">
        {item.askHref ? (
          <a href={item.askHref} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4" data-testid="move-in-step-ask">
            Ask the association
          </a>
        ) : null}
        {item.key === 'police_verification' ? (
          <a href={`/tenancy/${tenancyId}/police-verification`} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4" data-testid="police-verification-link">
            The police verification form, filled in
          </a>
        ) : null}
      </div>
      {readOnly ? null : <StepChoice item={item} disabled={disabled} onChoose={onChoose} />}
      <p className="text-xs text-muted-foreground" data-testid="move-in-step-mark">
        {item.markLine ?? (readOnly ? MOVE_IN_STEP_STATE_LABELS[item.state] : 'Nobody has marked this yet.')}
      </p>
    </li>
  );
}

export function MoveInSteps({ tenancyId, status, checklist: initial }: MoveInStepsProps) {
  const router = useRouter();
  const [checklist, setChecklist] = useState(initial);
  const [saving, setSaving] = useState<MoveInStepKey | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(step: MoveInStepKey, state: MoveInStepState) {
    const parsed = moveInStepMarkSchema.safeParse({ state });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Choose to do, done or not needed.');
    setSaving(step);
    setError(null);
    setMessage(null);
    try {
      const answer = await moveInStepsApi.mark(tenancyId, step, parsed.data);
      setChecklist(answer.checklist);
      setMessage(answer.message);
      // The page's next step counts the steps left: read it again.
      router.refresh();
    } catch (cause) {
      setError(apiErrorMessage(cause));
    } finally {
      setSaving(null);
    }
  }

  return (
    <section className="space-y-3 rounded-xl border border-border bg-card p-4" aria-labelledby="move-in-steps-heading" data-testid="move-in-steps">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="move-in-steps-heading" className="font-semibold">
          Move-in steps
        </h2>
        <p className="text-sm font-medium" data-testid="move-in-steps-progress">
          {progressLine(checklist.progress)}
        </p>
      </div>
      <p className="text-sm text-muted-foreground">
        {status === 'agreement'
          ? 'What the society asks of a new tenant. The steps start once you both agree the rent agreement; either of you can mark one already done.'
          : status === 'cancelled'
            ? 'This tenancy was cancelled: its steps are shown as they were left.'
            : 'What the society asks of a new tenant. Either of you marks a step; the other sees who marked it.'}
      </p>
      <p role="status" className={cn('text-sm', message ? 'text-green-800' : 'sr-only')} data-testid="move-in-steps-status">
        {message}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <ul className="space-y-3">
        {checklist.items.map((item) => (
          <StepItem key={item.key} tenancyId={tenancyId} item={item} readOnly={checklist.readOnly} busy={saving === item.key} disabled={saving !== null} onChoose={(state) => void choose(item.key, state)} />
        ))}
      </ul>
    </section>
  );
}
