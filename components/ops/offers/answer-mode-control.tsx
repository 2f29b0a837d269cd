'use client';

// How each society's offers reach owners (docs/owners.md "Modes"): 'Owners answer directly' sends the owner a
// link with every offer; 'Team first' waits for the desk's 'Forward to owner'. Shown for the societies the
// filter matches; each change is audited on the server.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/client';
import { OFFER_ANSWER_MODE_LABELS, OFFER_ANSWER_MODES, type OfferAnswerMode } from '@/lib/owners/owners';
import { offersDeskApi } from './offers-api';

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
  const router = useRouter();
  const [mode, setMode] = useState<OfferAnswerMode>(society.mode);
  const [pending, setPending] = useState(false);
  const id = `mode-${society.id}`;

  async function save() {
    setPending(true);
    try {
      await offersDeskApi.answerMode(society.id, mode);
      toast.success(`${society.name}: ${OFFER_ANSWER_MODE_LABELS[mode]}`);
      router.refresh();
    } catch (error) {
      toast.error(error instanceof ApiError && error.message ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setPending(false);
    }
  }

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
