// What vaul's drawer asks of the browser and jsdom lacks: media queries, ResizeObserver, pointer capture (drag to
// close) and a computed transform. Call once per test file that opens a drawer, in beforeAll.
export function installDrawerShims(): void {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as never;
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.setPointerCapture ??= () => undefined;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.hasPointerCapture ??= () => false;
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudo?: string | null) => {
    const style = computed(element, pseudo);
    if (!style.transform) Object.defineProperty(style, 'transform', { value: 'none' });
    return style;
  };
}
