/**
 * Marks the end of a page's first view: the page's first frame waits until this is parsed.
 *
 * A phone on 4G receives a page in pieces, and Chrome paints what it has parsed whenever the bytes run out. A frame
 * cut inside a row of controls (a search card's Filter button, a search bar's clear button) draws the row with what
 * has arrived, and the rest then moves it: a layout shift. The `<link rel="expect" blocking="render">` (React
 * hoists it into `<head>`) holds rendering until the element it names is inserted; Chrome releases the hold on
 * insertion, not on the closing tag, so the target is an empty element placed after everything it guards. Place
 * this after the part of the page a phone shows first, and nothing lower: the first paint waits for those bytes.
 * Browsers without render-blocking expect links ignore it. docs/first-paint.md, "No frame with half a header".
 */
export function FirstViewEnd({ id }: { id: string }) {
  return (
    <>
      <link rel="expect" href={`#${id}`} {...{ blocking: 'render' }} />
      <span id={id} hidden />
    </>
  );
}
