'use client';

import { Check, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api/client';
import { cn } from '@/lib/utils';
import { staffApi, type PickedSociety } from './staff-api';

/**
 * An agent's societies: type the beginning of a name, tick societies in the short list the server returns (never
 * the whole table), untick them in the chips above.
 */
export function SocietyPicker({ value, onChange, error }: { value: PickedSociety[]; onChange: (next: PickedSociety[]) => void; error?: string }) {
  const id = useId();
  const [query, setQuery] = useState('');
  /** null until the first answer: 'nothing found' is only said after a search. */
  const [results, setResults] = useState<PickedSociety[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      staffApi
        .societies(query, controller.signal)
        .then(({ societies }) => {
          setResults(societies);
          setLoadFailed(false);
        })
        .catch((caught: unknown) => {
          if (!(caught instanceof ApiError)) return; // aborted by the next keystroke
          setLoadFailed(true);
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const picked = new Set(value.map((society) => society.id));
  const toggle = (society: PickedSociety) => onChange(picked.has(society.id) ? value.filter((item) => item.id !== society.id) : [...value, society]);

  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">Societies</legend>
      {value.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Chosen societies">
          {value.map((society) => (
            <li key={society.id}>
              <button type="button" onClick={() => toggle(society)} className="inline-flex min-h-11 items-center gap-1 rounded-full bg-secondary px-3 text-sm" aria-label={`Remove ${society.name}`}>
                {society.name}
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No society chosen yet.</p>
      )}
      <label htmlFor={`${id}-search`} className="sr-only">
        Find a society
      </label>
      <Input id={`${id}-search`} type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Find a society by name" autoComplete="off" />
      {loadFailed ? <p className="text-sm text-destructive">Could not load societies. Type again to retry.</p> : null}
      <ul className="max-h-56 overflow-y-auto rounded-lg border" aria-label="Societies found">
        {(results ?? []).map((society) => {
          const on = picked.has(society.id);
          return (
            <li key={society.id}>
              <button type="button" aria-pressed={on} onClick={() => toggle(society)} className={cn('flex min-h-11 w-full items-center justify-between gap-2 px-3 text-left text-sm hover:bg-muted', on && 'font-semibold')}>
                {society.name}
                {on ? <Check className="size-4 text-primary" aria-hidden="true" /> : null}
              </button>
            </li>
          );
        })}
        {results === null && !loadFailed ? <li className="px-3 py-2 text-sm text-muted-foreground">Loading societies…</li> : null}
        {results?.length === 0 && !loadFailed ? <li className="px-3 py-2 text-sm text-muted-foreground">No society starts with that.</li> : null}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
