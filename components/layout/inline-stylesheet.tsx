'use client';

import { STYLESHEET_FILE, STYLESHEET_TEXT } from './stylesheet-text';

/** Names the <style> element (React writes it as data-href): the browser finds the server's element by it. */
const STYLESHEET_HREF = 'ghomes-stylesheet';

/** Whether the server-rendered <style> is in this document (always, unless the browser rendered the page itself). */
function serverStylesheetPresent(): boolean {
  return document.querySelector(`style[data-href="${STYLESHEET_HREF}"]`) !== null;
}

/**
 * The production build's stylesheet (next.config.mjs puts this module in place of ./stylesheet): the whole
 * compiled stylesheet in one <style> in the document's <head>, so the first frame paints without any request.
 *
 * A client component on purpose: the server-rendered HTML carries its output, while the React payload carries
 * only a reference to it (a server component's <style> would be in both, the text twice). In the browser the text
 * is empty; React adopts the <style> already in the document by its href without comparing its text, on
 * hydration and on every client navigation. Only when the browser renders the root layout itself (Next's error
 * shell, `<html id="__next_error__">`, for a page whose rendering failed before its first byte) is there no such
 * element: then the same stylesheet comes as a file (docs/first-paint.md).
 */
export function Stylesheet() {
  if (typeof document !== 'undefined' && !STYLESHEET_TEXT && !serverStylesheetPresent()) {
    // A plain element, not a React stylesheet resource (`precedence`): React holds the commit of a render until
    // such a resource has loaded, and when a render of the whole document is abandoned and retried, the resource
    // can wait on a preload that is no longer in the document: the page then stays blank for good (the desk's
    // not-found page, once in a few hundred loads). Without it the page may show unstyled until the file arrives.
    return <link rel="stylesheet" href={STYLESHEET_FILE} data-stylesheet="ghomes" />;
  }
  return (
    <style href={STYLESHEET_HREF} precedence="ghomes">
      {STYLESHEET_TEXT}
    </style>
  );
}
