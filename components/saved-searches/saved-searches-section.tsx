'use client';

import { BookmarkIcon, SearchIcon } from 'lucide-react';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SavedSearchRow } from './saved-search-row';
import type { SavedSearchItem } from '@/lib/validation/saved-search';
import { savedSearchesApi } from './saved-searches-api';
import { SavedSearchesSkeleton } from './saved-searches-skeleton';
import { useSavedSearchTexts } from './saved-search-texts';
import { useLocalePath } from '@/components/i18n/copy-scope';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; items: SavedSearchItem[] };

/**
 * The profile's 'Saved searches': each of the person's searches opens its results page and can be renamed,
 * deleted, or have its daily alert switched. Loaded in the browser (the profile page reads no list itself).
 */
export function SavedSearchesSection() {
  const TEXTS = useSavedSearchTexts();
  const { href } = useLocalePath();
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const { savedSearches } = await savedSearchesApi.list();
      setState({ kind: 'ready', items: savedSearches });
    } catch {
      setState({ kind: 'failed' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const replace = (next: SavedSearchItem) => setState((current) => (current.kind === 'ready' ? { kind: 'ready', items: current.items.map((item) => (item.id === next.id ? next : item)) } : current));
  const drop = (id: string) => setState((current) => (current.kind === 'ready' ? { kind: 'ready', items: current.items.filter((item) => item.id !== id) } : current));

  return (
    <section aria-labelledby="saved-searches-title" aria-busy={state.kind === 'loading'} className="space-y-3" data-testid="saved-searches">
      <div className="space-y-1">
        <h2 id="saved-searches-title" className="text-base font-semibold">
          {TEXTS.title}
        </h2>
        <p className="text-sm text-muted-foreground">{TEXTS.intro}</p>
      </div>
      {state.kind === 'loading' && <SavedSearchesSkeleton />}
      {state.kind === 'failed' && (
        <div role="alert" className="flex items-center justify-between gap-3 rounded-2xl border bg-card p-4 text-sm">
          <span>{TEXTS.loadFailed}</span>
          <Button type="button" variant="outline" className="h-11" onClick={() => void load()}>
            {TEXTS.retry}
          </Button>
        </div>
      )}
      {state.kind === 'ready' && state.items.length === 0 && (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed bg-card px-4 py-6 text-center" data-testid="saved-searches-empty">
          <BookmarkIcon aria-hidden="true" className="size-6 text-primary" />
          <p className="font-medium">{TEXTS.emptyTitle}</p>
          <p className="text-sm text-muted-foreground">{TEXTS.emptyBody}</p>
          <Button asChild variant="outline" className="mt-1 h-11">
            <Link href={href('/')}>
              <SearchIcon aria-hidden="true" />
              {TEXTS.emptyAction}
            </Link>
          </Button>
        </div>
      )}
      {state.kind === 'ready' && state.items.length > 0 && (
        <ul className="divide-y rounded-2xl border bg-card">
          {state.items.map((item) => (
            <SavedSearchRow key={item.id} item={item} onChange={replace} onGone={drop} />
          ))}
        </ul>
      )}
    </section>
  );
}
