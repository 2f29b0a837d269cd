import { act, fireEvent, render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { withCopy } from '../helpers/copy';
import { SearchBox } from '@/components/search/search-box';
import { TEST_SEARCH_BOX_ICONS } from '../helpers/search-form-icons';
import { useTypedText } from '@/components/search/use-typed-text';

// The components read their texts from the scope their server parent gives them.
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: ({ children }: { children: ReactNode }) => withCopy(<>{children}</>, ['home', 'search']) });

function Harness({ target, instant = false }: { target: string; instant?: boolean }) {
  return <output data-testid="typed">{useTypedText(target, { instant })}</output>;
}

const typed = () => screen.getByTestId('typed').textContent;
// React schedules the next timer after each commit, so time moves one millisecond per act().
function advance(ms: number) {
  for (let step = 0; step < ms; step += 1) act(() => jest.advanceTimersByTime(1));
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('summary typing', () => {
  it('types the sentence at 50 ms a character', () => {
    render(<Harness target="Find Luxury projects" />);
    expect(typed()).toBe('');
    advance(49);
    expect(typed()).toBe('');
    advance(1);
    expect(typed()).toBe('F');
    advance(50);
    expect(typed()).toBe('Fi');
    advance(50 * 18);
    expect(typed()).toBe('Find Luxury projects');
    advance(1000);
    expect(typed()).toBe('Find Luxury projects');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('keeps the part a new sentence shares and types only the rest', () => {
    const { rerender } = render(<Harness target="Find Luxury projects" />);
    advance(50 * 20);
    rerender(<Harness target="Find Luxury Villa projects" />);
    // 'Find Luxury ' stays; 'Villa projects' is typed.
    act(() => undefined);
    expect(typed()).toBe('Find Luxury ');
    advance(50 * 5);
    expect(typed()).toBe('Find Luxury Villa');
    advance(50 * 9);
    expect(typed()).toBe('Find Luxury Villa projects');
  });

  it('shows the sentence at once with reduced motion', () => {
    render(<Harness target="Find projects of Sobha" instant />);
    expect(typed()).toBe('Find projects of Sobha');
  });

  it('types in the search box in summary mode, and clicking the summary or clear leaves it', () => {
    const onLeave = jest.fn();
    render(
      <SearchBox icons={TEST_SEARCH_BOX_ICONS} value="" onValueChange={() => {}} onPick={() => {}} summary="Find Luxury projects in Bengaluru South" onLeaveSummary={onLeave} />,
    );
    const summary = screen.getByTestId('search-summary');
    expect(summary).toHaveAccessibleName('Find Luxury projects in Bengaluru South. Tap to clear the filters and type a search.');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const typedPart = screen.getByTestId('search-summary-typed');
    // The whole sentence is laid out (invisibly) from the start, so the box has its final height at once.
    expect(screen.getByTestId('search-summary-reserved')).toHaveTextContent('Find Luxury projects in Bengaluru South');
    advance(50 * 4);
    expect(typedPart).toHaveTextContent(/^Find$/);
    advance(50 * 100);
    expect(typedPart).toHaveTextContent('Find Luxury projects in Bengaluru South');

    fireEvent.click(summary);
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    expect(onLeave).toHaveBeenCalledTimes(2);
  });
});
