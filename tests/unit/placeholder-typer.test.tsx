import { act, render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { withCopy } from '../helpers/copy';
import { useRef } from 'react';
import { usePlaceholderTyper } from '@/components/search/use-placeholder-typer';
import { SearchBox } from '@/components/search/search-box';
import { TEST_SEARCH_BOX_ICONS } from '../helpers/search-form-icons';
import { IDLE_TIMEOUT_MS } from '@/components/common/use-idle-animation';

// The components read their texts from the scope their server parent gives them.
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: ({ children }: { children: ReactNode }) => withCopy(<>{children}</>, ['home', 'search']) });

let renders = 0;

function Harness({ active = true, reducedMotion = false, waitForIdle = false }: { active?: boolean; reducedMotion?: boolean; waitForIdle?: boolean }) {
  renders += 1;
  const input = useRef<HTMLInputElement>(null);
  usePlaceholderTyper(input, active, { reducedMotion, waitForIdle });
  // What React renders is the still first word; the typer writes the attribute directly.
  return <input ref={input} data-testid="placeholder" placeholder="Name..." readOnly />;
}

const shown = () => screen.getByTestId('placeholder').getAttribute('placeholder');
// One millisecond per act(), so every timer fires at its exact time.
function advance(ms: number) {
  for (let step = 0; step < ms; step += 1) act(() => jest.advanceTimersByTime(1));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('placeholder typer', () => {
  it('writes the attribute directly: typing, holding and deleting words re-renders nothing', () => {
    render(<Harness />);
    // Past the idle moment (one render of its own), then a whole word cycle and the next word.
    advance(IDLE_TIMEOUT_MS);
    renders = 0;
    advance(5000);
    expect(shown()).not.toBe('Name...');
    expect(renders).toBe(0);
  });

  it('types a word at 60 ms a character after 700 ms, holds it 2000 ms, deletes at 30 ms a character', () => {
    render(<Harness />);
    expect(shown()).toBe('');
    advance(699);
    expect(shown()).toBe('');
    advance(1);
    expect(shown()).toBe('N');
    advance(60);
    expect(shown()).toBe('Na');
    advance(59);
    expect(shown()).toBe('Na');
    advance(1);
    expect(shown()).toBe('Nam');
    advance(4 * 60);
    expect(shown()).toBe('Name...');

    // The pause: nothing changes for 2000 ms.
    advance(1999);
    expect(shown()).toBe('Name...');
    advance(1); // deleting begins
    advance(30);
    expect(shown()).toBe('Name..');
    advance(30);
    expect(shown()).toBe('Name.');
    advance(5 * 30);
    expect(shown()).toBe('');
  });

  it('goes on to Location... and Builder..., then starts over', () => {
    render(<Harness />);
    const wordCycle = (word: string) => 700 + (word.length - 1) * 60 + 2000 + word.length * 30;
    advance(wordCycle('Name...'));
    expect(shown()).toBe('');
    advance(700 + 10 * 60);
    expect(shown()).toBe('Location...');
    advance(2000 + 11 * 30);
    expect(shown()).toBe('');
    advance(700 + 6 * 60);
    expect(shown()).toBe('Builder');
    advance(3 * 60);
    expect(shown()).toBe('Builder...');
    advance(2000 + 10 * 30);
    expect(shown()).toBe('');
    advance(699);
    expect(shown()).toBe('');
    advance(1);
    expect(shown()).toBe('N');
  });

  it('stands still on the first word when inactive or when motion is reduced', () => {
    const { rerender } = render(<Harness active={false} />);
    advance(10_000);
    expect(shown()).toBe('Name...');
    rerender(<Harness reducedMotion />);
    advance(10_000);
    expect(shown()).toBe('Name...');
  });

  it('restarts when it becomes active again and leaves no timer behind on unmount', () => {
    const { rerender, unmount } = render(<Harness />);
    advance(700 + 60);
    expect(shown()).toBe('Na');
    rerender(<Harness active={false} />);
    expect(shown()).toBe('Name...');
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('waits for the page to go idle, holding the first word, then goes on from it; stops while the tab is hidden', () => {
    render(<Harness waitForIdle />);
    expect(shown()).toBe('Name...');
    // jsdom has no requestIdleCallback: the fallback timer stands in for the idle moment.
    advance(IDLE_TIMEOUT_MS / 2 - 1);
    expect(shown()).toBe('Name...');
    advance(1); // idle: the first word is held, then deleted
    advance(2000 + 30);
    expect(shown()).toBe('Name..');

    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(shown()).toBe('Name...');
    advance(5000);
    expect(shown()).toBe('Name...');
    expect(jest.getTimerCount()).toBe(0);

    visibility.mockReturnValue('visible');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    advance(30);
    expect(shown()).toBe('Name.');
    visibility.mockRestore();
  });

  it('animates the search box placeholder only while the box is empty', () => {
    const { rerender } = render(<SearchBox icons={TEST_SEARCH_BOX_ICONS} value="" onValueChange={() => {}} onPick={() => {}} animatedPlaceholder />);
    const input = screen.getByRole('combobox');
    expect(input).toHaveAttribute('placeholder', 'Name...');
    advance(IDLE_TIMEOUT_MS / 2 + 2000 + 3 * 30);
    expect(input).toHaveAttribute('placeholder', 'Name');
    rerender(<SearchBox icons={TEST_SEARCH_BOX_ICONS} value="Sob" onValueChange={() => {}} onPick={() => {}} animatedPlaceholder />);
    expect(screen.getByRole('combobox')).toHaveAttribute('placeholder', 'Name...');
  });
});
