import { act, render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { withCopy } from '../helpers/copy';
import { AnimatedHeading, showHeroWord } from '@/components/home-page/animated-heading';
import { IDLE_TIMEOUT_MS } from '@/components/common/use-idle-animation';

// The components read their texts from the scope their server parent gives them.
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: ({ children }: { children: ReactNode }) => withCopy(<>{children}</>, ['home', 'search']) });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const heading = () => screen.getByTestId('animated-heading');

describe('animated hero word', () => {
  it('shows the first word at once, then rotates every 5000 ms once the page is idle', () => {
    render(<AnimatedHeading className="" wordClassName="" />);
    expect(heading()).toHaveTextContent('Community Living');
    // jsdom has no requestIdleCallback: the fallback timer stands in for the idle moment.
    act(() => jest.advanceTimersByTime(IDLE_TIMEOUT_MS / 2));
    act(() => jest.advanceTimersByTime(4999));
    expect(heading()).toHaveTextContent('Community Living');
    act(() => jest.advanceTimersByTime(1));
    expect(heading()).toHaveTextContent('Secured Living');
    act(() => jest.advanceTimersByTime(5000));
    expect(heading()).toHaveTextContent('Community Living');
    act(() => jest.advanceTimersByTime(5000));
    expect(heading()).toHaveTextContent('Premium Living');
  });

  it('changes the word without moving anything in layout: the box keeps its width, Living follows by transform', () => {
    document.body.innerHTML = '<span id="box"><span id="word">Community</span></span> <span id="living">Living</span>';
    const box = document.getElementById('box')!;
    const word = document.getElementById('word')!;
    const living = document.getElementById('living')!;
    const textNode = word.firstChild;
    // jsdom lays nothing out: the widths the browser would measure, at a 40 px font.
    box.style.fontSize = '40px';
    jest.spyOn(box, 'getBoundingClientRect').mockReturnValue({ width: 200 } as DOMRect);
    jest.spyOn(word, 'getBoundingClientRect').mockReturnValue({ width: 160 } as DOMRect);
    showHeroWord(box, word, living, 'Secured');
    expect(word.textContent).toBe('Secured');
    expect(word.firstChild).toBe(textNode); // the same text node, so React's reference stays valid
    expect(box.style.width).toBe('5em');
    expect(living.style.transform).toBe('translateX(-1.000em)');
  });
});
