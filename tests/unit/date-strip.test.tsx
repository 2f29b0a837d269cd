// The date strip opens with the chosen day in its middle (rescheduling: the visit's own day, weeks ahead), moving
// only the strip; a day picked afterwards is just brought into view. It keeps the sheet's padding when it snaps.
import { render, screen } from '@testing-library/react';
import { DateStrip } from '@/components/visits/date-strip';
import { withCopy } from '../helpers/copy';

/** A 320 px strip of 64 px days 8 px apart after 20 px of padding, scrolled by the strip's scrollLeft. */
const scrolled = new WeakMap<Element, number>();
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(64);
  jest.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(function (this: Element) {
    return scrolled.get(this) ?? 0;
  });
  jest.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation(function (this: Element, value: number) {
    scrolled.set(this, value);
  });
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const strip = this.parentElement!;
    if (this.getAttribute('role') === 'radiogroup') return { left: 0 } as DOMRect;
    return { left: 20 + [...strip.children].indexOf(this) * 72 - strip.scrollLeft } as DOMRect;
  });
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => jest.restoreAllMocks());

const strip = () => screen.getByRole('radiogroup', { name: 'Visit date' });

test("opens with the visit's own day in the middle of the strip", () => {
  render(withCopy(<DateStrip today="2026-12-02" value="2026-12-14" onChange={() => undefined} />, ['visits']));
  // Day 12 starts at 20 + 12 x 72 = 884; in the middle of 320 it starts at (320 - 64) / 2 = 128.
  expect(strip().scrollLeft).toBe(884 - 128);
  expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
});

test('a day picked afterwards is only brought into view; the strip keeps its padding when it snaps', () => {
  const { rerender } = render(withCopy(<DateStrip today="2026-12-02" value="2026-12-02" onChange={() => undefined} />, ['visits']));
  const before = strip().scrollLeft;
  rerender(withCopy(<DateStrip today="2026-12-02" value="2026-12-20" onChange={() => undefined} />, ['visits']));
  expect(strip().scrollLeft).toBe(before);
  expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' });
  expect(strip()).toHaveClass('px-5', 'scroll-px-5', 'py-1');
});
