'use client';

import { clsx } from 'clsx';
import type { Suggestion } from '@/lib/search/types';
import type { SearchBoxIcons } from './search-form-types';
import { useCopy } from '@/components/i18n/copy-scope';

/** The message of each kind of suggestion. */
const KIND_KEYS = {
  Society: 'suggestions.society',
  Location: 'suggestions.location',
  'Sub Location': 'suggestions.subLocation',
  Builder: 'suggestions.builder',
} as const satisfies Record<Suggestion['type'], string>;

interface SuggestionListProps {
  id: string;
  open: boolean;
  suggestions: Suggestion[];
  /** The highlighted suggestion's index, -1 for none. */
  active: number;
  optionId: (index: number) => string;
  /** What the person typed: its part of each name is drawn lighter. */
  query: string;
  icons: SearchBoxIcons;
  onPick: (suggestion: Suggestion) => void;
  onHighlight: (index: number) => void;
}

/** The search box's listbox popup: each suggestion with its kind's icon and name; hidden while closed. */
export function SuggestionList({ id, open, suggestions, active, optionId, query, icons, onPick, onHighlight }: SuggestionListProps) {
  const t = useCopy('search');
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={t('suggestions.label')}
      hidden={!open}
      className="absolute inset-x-0 top-full z-30 mt-1.5 max-h-[15rem] overflow-y-auto overscroll-contain rounded-xl border border-border bg-popover p-1 shadow-lg"
    >
      {open
        ? suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.type}-${suggestion.id ?? suggestion.name}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keep focus in the input, so the click does not blur and close the list first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(suggestion)}
              onMouseMove={() => index !== active && onHighlight(index)}
              className={clsx('flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm', index === active ? 'bg-primary/10' : 'hover:bg-muted')}
            >
              <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">{icons.kinds[suggestion.type]}</span>
              <span className="min-w-0 flex-1 truncate font-medium text-foreground">
                {suggestion.alias ? (
                  // The other name that matched, then the name it stands for: 'Rajaji Nagar → Rajajinagar'.
                  <>
                    <span className="font-normal text-muted-foreground">{suggestion.alias}</span>
                    <span aria-hidden="true" className="px-1 font-normal text-muted-foreground">→</span>
                    <span className="sr-only"> {t('suggestions.for')} </span>
                    {suggestion.name}
                  </>
                ) : (
                  <MatchedName name={suggestion.name} query={query} />
                )}
              </span>
              <span className="shrink-0 rounded-full bg-secondary px-2 py-0.5 text-[11px] font-semibold text-muted-foreground">{t(KIND_KEYS[suggestion.type])}</span>
            </li>
          ))
        : null}
    </ul>
  );
}

/** The typed prefix in regular weight, the rest bold: the eye goes to what completes the text. */
function MatchedName({ name, query }: { name: string; query: string }) {
  const prefix = query.trim();
  if (!prefix || !name.toLowerCase().startsWith(prefix.toLowerCase())) return <>{name}</>;
  return (
    <>
      <span className="font-normal text-muted-foreground">{name.slice(0, prefix.length)}</span>
      {name.slice(prefix.length)}
    </>
  );
}
