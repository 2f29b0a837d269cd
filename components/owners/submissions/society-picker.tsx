'use client';

import { useEffect, useId, useState } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { fetchSuggestions } from '@/components/search/search-api';
import { Input } from '@/components/ui/input';
import type { Suggestion } from '@/lib/search/types';

/**
 * 'Your society': typed and matched by the search's own suggestions (typos, other spellings, Kannada and Hindi
 * names), societies only. The chosen one is shown with 'Change'.
 */
export function SocietyPicker({ value, onChange, error }: { value: { id: string; name: string } | null; onChange: (society: { id: string; name: string } | null) => void; error?: string }) {
  const ids = useId();
  const t = useCopy('homes');
  const [text, setText] = useState('');
  const [options, setOptions] = useState<Suggestion[]>([]);
  useEffect(() => {
    if (value || text.trim().length < 2) return setOptions([]);
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(text, controller.signal)
        .then((found) => setOptions(found.filter((option) => option.type === 'Society')))
        .catch(() => undefined);
    }, 200);
    return () => (clearTimeout(timer), controller.abort());
  }, [text, value]);

  if (value) {
    return (
      <div className="flex min-h-11 items-center justify-between gap-3 rounded-md border border-input px-3 py-2" data-testid="society-chosen">
        <span className="text-sm font-medium">{value.name}</span>
        <button type="button" className="min-h-11 text-sm font-medium text-primary underline underline-offset-4" onClick={() => (onChange(null), setText(''))}>
          {t('society.change')}
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-1">
      <label htmlFor={`${ids}-society`} className="block text-sm font-medium">
        {t('society.label')}
      </label>
      <Input id={`${ids}-society`} value={text} placeholder={t('society.placeholder')} autoComplete="off" aria-invalid={error ? true : undefined} aria-describedby={error ? `${ids}-error` : undefined} onChange={(event) => setText(event.target.value)} />
      {error ? (
        <p id={`${ids}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {options.length ? (
        <ul className="divide-y divide-border rounded-md border border-border" aria-label={t('society.list')}>
          {options.map((option) => (
            <li key={option.id}>
              <button type="button" className="min-h-11 w-full px-3 py-2 text-left text-sm hover:bg-muted" onClick={() => onChange({ id: option.id!, name: option.name })}>
                {option.name}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
