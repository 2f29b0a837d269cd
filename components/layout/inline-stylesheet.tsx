'use client';

import { STYLESHEET_HASH, STYLESHEET_TEXT } from './stylesheet-text';

/**
 * The production build's stylesheet (next.config.mjs puts this module in place of ./stylesheet): the whole
 * compiled stylesheet in one <style> in the document's <head>, so the first frame paints without any request.
 *
 * A client component on purpose: the server-rendered HTML carries its output, while the React payload carries
 * only a reference to it (a server component's <style> would be in both, the text twice). In the browser the text
 * module is empty; React adopts the <style> already in the document by its href without comparing its text,
 * on hydration and on every client navigation (docs/first-paint.md).
 */
export function Stylesheet() {
  return (
    <style href={`ghomes-${STYLESHEET_HASH}`} precedence="ghomes">
      {STYLESHEET_TEXT}
    </style>
  );
}
