'use client';

import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { cn } from '@/lib/utils';
import { MOVE_IN_STEP_STATES, type MoveInChecklist, type MoveInStepItem, type MoveInStepKey, type MoveInStepState } from '@/lib/tenancies/move-in-steps';
import type { TenancyStatus } from '@/lib/tenancies/tenancy';
import { moveInStepMarkSchema } from '@/lib/validation/move-in-steps';
import { moveInStepsApi } from './move-in-steps-api';
import { tenancyErrorText, tenancyServerText } from './tenancy-texts';
import { markText, progressText, statedText, stepTitle, TYPED_FACTS } from './tenancy-words';

// The society's move-in steps (docs/move-in.md "The move-in steps"): one item per step with what the association
// stated (or 'Ask the association'), and a three-way choice either party sets; the saved mark names who set it.
// A cancelled tenancy's steps are shown as they were left, without the choice. Every choice waits while one saves,
// so two answers never race to set the list. The words are the page's language's (`tenancy` messages, `moveIn`),
// built from the item's key, state, mark and stored value; the checklist's own English lines (lib/tenancies/
// move-in-steps.ts) read the same in English. What the association typed (the documents, the hours) stays as typed.

interface MoveInStepsProps {
  tenancyId: string;
  status: TenancyStatus;
  checklist: MoveInChecklist;
}

function StepChoice({ item, disabled, onChoose }: { item: MoveInStepItem; disabled: boolean; onChoose: (state: MoveInStepState) => void }) {
  const t = useCopy('tenancy');
  return (
    <div role="group" aria-label={t('moveIn.choiceLabel', { title: stepTitle(item.key, t) })} className="grid grid-cols-3 overflow-hidden rounded-lg border border-border" data-testid="move-in-step-choice">
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
            {t(`moveIn.states.${state}`)}
          </button>
        );
      })}
    </div>
  );
}

function StepItem({ tenancyId, item, readOnly, busy, disabled, onChoose }: { tenancyId: string; item: MoveInStepItem; readOnly: boolean; busy: boolean; disabled: boolean; onChoose: (state: MoveInStepState) => void }) {
  const t = useCopy('tenancy');
  const { locale, href } = useLocalePath();
  const asTyped = item.stated !== null && TYPED_FACTS.has(item.key);
  return (
    <li className="space-y-2 border-t border-border pt-3 first:border-t-0 first:pt-0" data-testid="move-in-step" data-step={item.key} data-state={item.state}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-medium">{stepTitle(item.key, t)}</h3>
        {busy ? <Loader2 aria-label={t('moveIn.saving')} className="size-4 shrink-0 animate-spin" /> : null}
      </div>
      <p className="text-sm text-muted-foreground">{t(`moveIn.steps.${item.key}.about`)}</p>
      <p className={cn('text-sm', item.stated ? 'font-medium' : 'text-muted-foreground')} data-testid="move-in-step-stated" data-as-typed={asTyped ? '' : undefined}>
        {statedText(item, t, locale)}
      </p>
      <div className="flex flex-wrap gap-x-4">
        {item.askHref ? (
          <a href={href(item.askHref)} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4" data-testid="move-in-step-ask">
            {t('moveIn.ask')}
          </a>
        ) : null}
        {item.key === 'police_verification' ? (
          <a href={href(`/tenancy/${tenancyId}/police-verification`)} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4" data-testid="police-verification-link">
            {t('moveIn.policeForm')}
          </a>
        ) : null}
      </div>
      {readOnly ? null : <StepChoice item={item} disabled={disabled} onChoose={onChoose} />}
      <p className="text-xs text-muted-foreground" data-testid="move-in-step-mark">
        {markText(item, t, locale) ?? (readOnly ? t(`moveIn.states.${item.state}`) : t('moveIn.nobodyMarked'))}
      </p>
    </li>
  );
}

export function MoveInSteps({ tenancyId, status, checklist: initial }: MoveInStepsProps) {
  const router = useRouter();
  const t = useCopy('tenancy');
  const [checklist, setChecklist] = useState(initial);
  const [saving, setSaving] = useState<MoveInStepKey | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(step: MoveInStepKey, state: MoveInStepState) {
    const parsed = moveInStepMarkSchema.safeParse({ state });
    if (!parsed.success) return setError(tenancyServerText(parsed.error.issues[0]?.message ?? t('server.chooseState'), t));
    setSaving(step);
    setError(null);
    setMessage(null);
    try {
      const answer = await moveInStepsApi.mark(tenancyId, step, parsed.data);
      setChecklist(answer.checklist);
      // The route's 'Saved: Move-in fee · done.', worded here in the page's language.
      setMessage(t(`moveIn.saved.${state}`, { title: stepTitle(step, t) }));
      // The page's next step counts the steps left: read it again.
      router.refresh();
    } catch (cause) {
      setError(tenancyErrorText(cause, t));
    } finally {
      setSaving(null);
    }
  }

  return (
    <section className="space-y-3 rounded-xl border border-border bg-card p-4" aria-labelledby="move-in-steps-heading" data-testid="move-in-steps">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="move-in-steps-heading" className="font-semibold">
          {t('moveIn.heading')}
        </h2>
        <p className="text-sm font-medium" data-testid="move-in-steps-progress">
          {progressText(checklist.progress, t)}
        </p>
      </div>
      <p className="text-sm text-muted-foreground">
        {t(status === 'agreement' ? 'moveIn.introAgreement' : status === 'cancelled' ? 'moveIn.introCancelled' : 'moveIn.intro')}
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
