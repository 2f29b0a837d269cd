'use client';

import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState } from 'react';
import { PLACEHOLDER_WORDS, type Suggestion } from '@/lib/search/types';
import type { SearchBoxIcons } from './search-form-types';
import { usePrefersReducedMotion } from './use-media-query';
import { usePlaceholderTyper } from './use-placeholder-typer';
import { useSuggestions } from './use-suggestions';
import { useTypedText } from './use-typed-text';

export interface SearchBoxProps {
  value: string;
  /** Manual typing. */
  onValueChange: (value: string) => void;
  onPick: (suggestion: Suggestion) => void;
  /** The summary sentence: when set, the box is in summary mode and shows it typed out. */
  summary?: string | null;
  /** Clicking the summary or its 'clear' action (spec 4: back to manual typing, filters cleared). */
  onLeaveSummary?: () => void;
  /** The typing placeholder of the home search card; elsewhere a plain placeholder. */
  animatedPlaceholder?: boolean;
  placeholder?: string;
  className?: string;
  /** Rendered by the server (search-form-parts.tsx), so no icon code ships with the box. */
  icons: SearchBoxIcons;
  /**
   * The summary on one line, cut with an ellipsis (the results pages, whose heading right below says the same in
   * full): wrapped, it took 150 px of a 320 px phone's first screen.
   */
  singleLineSummary?: boolean;
}

/**
 * The search box with autocomplete (ARIA 1.2 combobox with a listbox popup). The list shows only while the
 * person is typing and there are results; arrows move through it, Enter picks, Escape closes.
 */
export function SearchBox({
  value,
  onValueChange,
  onPick,
  summary = null,
  onLeaveSummary,
  animatedPlaceholder = false,
  placeholder = 'Search by name, location or builder',
  className,
  icons,
  singleLineSummary = false,
}: SearchBoxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const focusAfterSummary = useRef(false);
  const reducedMotion = usePrefersReducedMotion();
  const [typing, setTyping] = useState(false);
  const [active, setActive] = useState(-1);

  const inSummary = summary !== null && summary !== '';
  const suggestions = useSuggestions(value, typing && !inSummary);
  const open = typing && !inSummary && value.trim() !== '' && suggestions.length > 0;
  usePlaceholderTyper(inputRef, animatedPlaceholder && !inSummary && value === '', { reducedMotion });
  const typedSummary = useTypedText(summary ?? '', { instant: reducedMotion });

  // When a new list arrives, the highlighted suggestion stays highlighted if it is still there.
  const previousSuggestions = useRef(suggestions);
  useEffect(() => {
    const before = previousSuggestions.current;
    previousSuggestions.current = suggestions;
    if (before === suggestions) return;
    setActive((index) => {
      const chosen = index >= 0 ? before[index] : undefined;
      return chosen ? suggestions.findIndex((entry) => entry.type === chosen.type && entry.name === chosen.name) : -1;
    });
  }, [suggestions]);

  useEffect(() => {
    if (!inSummary && focusAfterSummary.current) {
      focusAfterSummary.current = false;
      inputRef.current?.focus();
    }
  }, [inSummary]);

  const optionId = (index: number) => `${id}-option-${index}`;

  function moveTo(index: number) {
    setActive(index);
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  }

  function pick(suggestion: Suggestion) {
    setTyping(false);
    setActive(-1);
    onPick(suggestion);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) {
        if (value.trim() && event.key === 'ArrowDown') setTyping(true);
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const count = suggestions.length;
      moveTo(active === -1 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count);
    } else if (event.key === 'Enter') {
      const chosen = open && active >= 0 ? suggestions[active] : undefined;
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      } else {
        // The surrounding form submits the search; the list closes.
        setTyping(false);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setTyping(false);
        setActive(-1);
      }
    }
  }

  function leaveSummary() {
    focusAfterSummary.current = true;
    onLeaveSummary?.();
  }

  if (inSummary) {
    return (
      <div className={clsx('relative', className)}>
        {icons.summarySearch}
        <button
          type="button"
          onClick={leaveSummary}
          data-testid="search-summary"
          aria-label={`${summary}. Tap to clear the filters and type a search.`}
          className={clsx(
            'flex min-h-12 w-full items-start rounded-xl border border-primary/40 bg-primary/5 py-3 pl-11 pr-20 text-left text-[15px] font-medium leading-snug text-foreground',
            // Below 360 px the one-line summary keeps the room the word 'clear' took (the button shows only its ×).
            singleLineSummary && 'max-[359px]:pr-12',
          )}
        >
          {/* The whole sentence, invisible, holds the final height while the visible copy types over it, so
              the results below never move (no layout shift). */}
          <span aria-hidden="true" className={clsx('grid', singleLineSummary && 'min-w-0 flex-1')}>
            <span className={clsx('invisible col-start-1 row-start-1', singleLineSummary && 'truncate')} data-testid="search-summary-reserved">
              {summary}
            </span>
            <span className={clsx('col-start-1 row-start-1', singleLineSummary && 'truncate')} data-testid="search-summary-typed">
              {typedSummary}
              {typedSummary.length < (summary?.length ?? 0) ? (
                <span className="ml-px inline-block h-4 w-0.5 translate-y-0.5 animate-pulse bg-primary" />
              ) : null}
            </span>
          </span>
        </button>
        <button
          type="button"
          onClick={leaveSummary}
          className="absolute right-0.5 top-0.5 inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2.5 text-xs font-semibold text-primary hover:bg-primary/10"
        >
          {icons.clearSummary}
          <span className={singleLineSummary ? 'max-[359px]:sr-only' : undefined}>clear</span>
        </button>
      </div>
    );
  }

  return (
    <div className={clsx('relative', className)}>
      <label htmlFor={`${id}-input`} className="sr-only">
        Search societies, locations or builders
      </label>
      {icons.search}
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint="search"
        inputMode="search"
        value={value}
        // The typing placeholder writes this attribute itself between renders (use-placeholder-typer.ts).
        placeholder={animatedPlaceholder ? PLACEHOLDER_WORDS[0] : placeholder}
        onChange={(event) => {
          setTyping(event.target.value.trim() !== '');
          onValueChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTyping(false)}
        onFocus={(event) => {
          // On a phone the keyboard takes the lower half: bring the box to the top so the list has room.
          if (window.innerWidth < 768) event.currentTarget.scrollIntoView?.({ block: 'start', behavior: reducedMotion ? 'auto' : 'smooth' });
        }}
        className={clsx(
          value ? 'pr-11' : 'pr-3',
          'h-12 w-full rounded-xl border border-input bg-background pl-11 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
        )}
      />
      {value ? (
        <button
          type="button"
          aria-label="Clear search text"
          onClick={() => {
            setTyping(false);
            onValueChange('');
            inputRef.current?.focus();
          }}
          className="absolute right-0.5 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center rounded-lg text-muted-foreground hover:text-foreground"
        >
          {icons.clearText}
        </button>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!open}
        className="absolute inset-x-0 top-full z-30 mt-1.5 max-h-[15rem] overflow-y-auto overscroll-contain rounded-xl border border-border bg-popover p-1 shadow-lg"
      >
        {open
          ? suggestions.map((suggestion, index) => {
              return (
                <li
                  key={`${suggestion.type}-${suggestion.id ?? suggestion.name}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  // Keep focus in the input, so the click does not blur and close the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => pick(suggestion)}
                  onMouseMove={() => index !== active && setActive(index)}
                  className={clsx(
                    'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2.5 py-2 text-sm',
                    index === active ? 'bg-primary/10' : 'hover:bg-muted',
                  )}
                >
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
                    {icons.kinds[suggestion.type]}
                  </span>
                  <span className="min-w-0 flex-1 truncate font-medium text-foreground">
                    <MatchedName name={suggestion.name} query={value} />
                  </span>
                  <span className="shrink-0 rounded-full bg-secondary px-2 py-0.5 text-[11px] font-semibold text-muted-foreground">
                    {suggestion.type}
                  </span>
                </li>
              );
            })
          : null}
      </ul>
    </div>
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
