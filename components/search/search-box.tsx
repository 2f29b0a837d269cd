'use client';

import { clsx } from 'clsx';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Suggestion } from '@/lib/search/types';
import { useCopy } from '@/components/i18n/copy-scope';
import type { SearchBoxIcons } from './search-form-types';
import { SearchSummaryBox } from './search-summary-box';
import { SuggestionList } from './suggestion-list';
import { usePrefersReducedMotion } from './use-media-query';
import { usePlaceholderTyper } from './use-placeholder-typer';
import { useSuggestionKeys } from './use-suggestion-keys';
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
  /** 'Search by name, location or builder' unless given. */
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
  placeholder,
  className,
  icons,
  singleLineSummary = false,
}: SearchBoxProps) {
  const t = useCopy('search');
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const focusAfterSummary = useRef(false);
  const reducedMotion = usePrefersReducedMotion();
  const [typing, setTyping] = useState(false);

  const inSummary = summary !== null && summary !== '';
  const suggestions = useSuggestions(value, typing && !inSummary);
  const open = typing && !inSummary && value.trim() !== '' && suggestions.length > 0;
  // The typed words of the page's language; one array per language, so the typer does not start over each render.
  const wordList = [t('box.wordName'), t('box.wordLocation'), t('box.wordBuilder')].join('\n');
  const words = useMemo(() => wordList.split('\n'), [wordList]);
  usePlaceholderTyper(inputRef, animatedPlaceholder && !inSummary && value === '', { reducedMotion, words });
  const typedSummary = useTypedText(summary ?? '', { instant: reducedMotion });
  const choose = (suggestion: Suggestion) => {
    setTyping(false);
    onPick(suggestion);
  };
  const { active, setActive, optionId, onKeyDown, pick } = useSuggestionKeys({ id, value, suggestions, open, setTyping, choose });

  useEffect(() => {
    if (!inSummary && focusAfterSummary.current) {
      focusAfterSummary.current = false;
      inputRef.current?.focus();
    }
  }, [inSummary]);

  function leaveSummary() {
    focusAfterSummary.current = true;
    onLeaveSummary?.();
  }

  if (inSummary) {
    return <SearchSummaryBox summary={summary} typedSummary={typedSummary} icons={icons} singleLineSummary={singleLineSummary} className={className} onLeave={leaveSummary} />;
  }

  return (
    <div className={clsx('relative', className)}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('box.label')}
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
        placeholder={animatedPlaceholder ? words[0] : (placeholder ?? t('box.placeholder'))}
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
          aria-label={t('box.clear')}
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
      <SuggestionList id={listId} open={open} suggestions={suggestions} active={active} optionId={optionId} query={value} icons={icons} onPick={pick} onHighlight={setActive} />
    </div>
  );
}
