import { Fragment, type ReactNode } from 'react';

/**
 * A message whose parts in [brackets] are drawn apart (a highlighted phrase, a link, a name in bold): `mark` draws
 * each bracketed part, the rest stays text. Brackets are plain text to ICU and to `fill`, so the message stays one
 * plain string in every language, and each language puts the part where its word order wants it.
 */
export function markedText(text: string, mark: (part: string, index: number) => ReactNode): ReactNode[] {
  return text.split(/\[([^\]]*)\]/).map((part, index) =>
    index % 2 === 1 ? <Fragment key={index}>{mark(part, (index - 1) / 2)}</Fragment> : part ? <Fragment key={index}>{part}</Fragment> : null,
  );
}

/** The hero titles' highlighted phrase. */
export function highlighted(text: string, className = 'text-primary'): ReactNode[] {
  return markedText(text, (part) => <span className={className}>{part}</span>);
}
