'use client';

// How each society's offers reach owners (docs/owners.md "Modes"): 'Owners answer directly' sends the owner a
// link with every offer; 'Team first' waits for the desk's 'Forward to owner'. Shown for the societies the
// filter matches; each change is audited on the server.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { OFFER_ANSWER_MODE_LABELS, OFFER_ANSWER_MODES, type OfferAnswerMode } from '@/lib/owners/owners';
import { offersDeskApi } from './offers-api';
import { useDeskAction } from '../use-desk-action';

export interface SocietyMode {
  id: string;
  name: string;
  mode: OfferAnswerMode;
}

export function AnswerModeControl({ societies }: { societies: SocietyMode[] }) {
  return (
    <section aria-labelledby="answer-mode-heading" className="mb-4 rounded-xl border border-border bg-card p-4" data-testid="answer-mode">
      <h2 id="answer-mode-heading" className="text-sm font-semibold">
        How offers reach owners
      </h2>
      {societies.length ? (
        <ul className="mt-2 divide-y divide-border">
          {societies.map((society) => (
            <ModeRow key={society.id} society={society} />
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">No society matches the filter.</p>
      )}
    </section>
  );
}

function ModeRow({ society }: { society: SocietyMode }) {
  const [mode, setMode] = useState<OfferAnswerMode>(society.mode);
  const action = useDeskAction();
  const pending = action.busy;
  const id = `mode-${society.id}`;

  const save = () => action.run('action', () => offersDeskApi.answerMode(society.id, mode), `${society.name}: ${OFFER_ANSWER_MODE_LABELS[mode]}`);

  return (
    <li className="flex flex-wrap items-center gap-2 py-2">
      <label htmlFor={id} className="min-w-0 flex-1 basis-40 text-sm">
        {society.name}
      </label>
      <select id={id} value={mode} onChange={(event) => setMode(event.target.value as OfferAnswerMode)} className="h-11 rounded-md border border-input bg-background px-2 text-sm">
        {OFFER_ANSWER_MODES.map((value) => (
          <option key={value} value={value}>
            {OFFER_ANSWER_MODE_LABELS[value]}
          </option>
        ))}
      </select>
      <Button type="button" size="sm" className="min-h-11" disabled={pending || mode === society.mode} onClick={() => void save()}>
        Save
      </Button>
    </li>
  );
}
