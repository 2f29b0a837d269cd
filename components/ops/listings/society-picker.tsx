'use client';

import { useEffect, useId, useState } from 'react';
import { FormField, fieldAria } from '@/components/forms/form-field';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { listingsApi, type SocietyChoice } from './listings-api';

/**
 * Picks a society by name: the look-up runs as the person types (two letters at least), and the choices are
 * buttons, so a keyboard and a screen reader reach them as easily as a finger.
 */
export function SocietyPicker({ value, onChange, error }: { value: SocietyChoice | null; onChange: (society: SocietyChoice | null) => void; error?: string }) {
  const id = 'listing-society_id';
  const listId = useId();
  const [text, setText] = useState('');
  const [choices, setChoices] = useState<SocietyChoice[]>([]);
  const [state, setState] = useState<'idle' | 'loading' | 'done' | 'failed'>('idle');

  useEffect(() => {
    if (value || text.trim().length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState('loading');
      listingsApi
        .societies(text.trim(), controller.signal)
        .then((found) => (setChoices(found), setState('done')))
        .catch((failure: unknown) => (failure instanceof DOMException && failure.name === 'AbortError' ? undefined : setState('failed')));
    }, 200);
    return () => (clearTimeout(timer), controller.abort());
  }, [text, value]);

  if (value) {
    return (
      <FormField id={id} label="Society" error={error}>
        <div className="flex min-h-12 items-center justify-between gap-2 rounded-md border bg-muted/40 px-3">
          <span id={id} tabIndex={-1} className="font-medium">
            {value.name}
          </span>
          <Button type="button" variant="ghost" className="min-h-11" onClick={() => (onChange(null), setText(''), setChoices([]), setState('idle'))}>
            Change<span className="sr-only"> society</span>
          </Button>
        </div>
      </FormField>
    );
  }
  return (
    <FormField id={id} label="Society" error={error} hint="Type at least 2 letters of its name">
      <Input id={id} type="search" autoComplete="off" className="h-12" value={text} onChange={(event) => setText(event.target.value)} aria-controls={listId} {...fieldAria(id, error, 'hint')} />
      <div id={listId} aria-live="polite">
        {state === 'loading' ? <p className="text-sm text-muted-foreground">Searching…</p> : null}
        {state === 'failed' ? <p className="text-sm text-destructive">Could not search. Try again.</p> : null}
        {state === 'done' && !choices.length ? <p className="text-sm text-muted-foreground">No society has that name.</p> : null}
        {state === 'done' && choices.length ? (
          <ul className="max-h-56 overflow-y-auto rounded-md border" aria-label="Societies found">
            {choices.map((choice) => (
              <li key={choice.id}>
                <button type="button" className="flex min-h-11 w-full items-center px-3 text-left text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none" onClick={() => onChange(choice)}>
                  {choice.name}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </FormField>
  );
}
