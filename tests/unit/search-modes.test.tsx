import { act, fireEvent, render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { withCopy } from '../helpers/copy';
import { QuickChips } from '@/components/home-page/quick-chips';
import { SearchBox } from '@/components/search/search-box';
import { TEST_SEARCH_BOX_ICONS } from '../helpers/search-form-icons';
import { useSearchController } from '@/components/search/use-search-controller';
import { FILTER_BUILDERS } from '@/lib/catalog';

// The components read their texts from the scope their server parent gives them.
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: ({ children }: { children: ReactNode }) => withCopy(<>{children}</>, ['home', 'search']) });

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

function Home() {
  const controller = useSearchController({ selectedZone: 'Bengaluru South' });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        controller.submit();
      }}
    >
      <SearchBox icons={TEST_SEARCH_BOX_ICONS}
        value={controller.state.searchQuery}
        onValueChange={controller.setQuery}
        onPick={controller.pickSuggestion}
        summary={controller.summary}
        onLeaveSummary={controller.leaveSummary}
      />
      <QuickChips state={controller.state} onToggle={controller.toggleChip} />
      <output data-testid="mode">{controller.mode}</output>
      <output data-testid="count">{controller.filterCount}</output>
      <button type="submit">Search Properties</button>
    </form>
  );
}

const mode = () => screen.getByTestId('mode').textContent;
const chip = (label: string) => screen.getByRole('button', { name: label });

beforeEach(() => {
  push.mockReset();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('search box modes (spec 4)', () => {
  it('switches to the summary when a chip is chosen and highlights the chip', () => {
    render(<Home />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'lake' } });
    expect(mode()).toBe('manual');
    fireEvent.click(chip('Luxury'));
    expect(chip('Luxury')).toHaveAttribute('aria-pressed', 'true');
    expect(mode()).toBe('summary');
    expect(screen.getByTestId('search-summary')).toHaveAccessibleName(
      'Find Luxury projects in Bengaluru South matching “lake”. Tap to clear the filters and type a search.',
    );
    fireEvent.click(chip('Prestige'));
    expect(screen.getByTestId('count')).toHaveTextContent('2');
    expect(screen.getByTestId('search-summary')).toHaveAccessibleName(
      'Find Luxury projects of Prestige in Bengaluru South matching “lake”. Tap to clear the filters and type a search.',
    );
  });

  it('returns to manual typing with every filter and the text cleared when the summary is clicked', () => {
    render(<Home />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'lake' } });
    fireEvent.click(chip('New Launch'));
    fireEvent.click(screen.getByTestId('search-summary'));
    expect(mode()).toBe('manual');
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(screen.getByRole('combobox')).toHaveFocus();
    expect(chip('New Launch')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('count')).toHaveTextContent('0');
  });

  it('un-choosing the last chip returns to the typed text', () => {
    render(<Home />);
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'palm' } });
    fireEvent.click(chip('Sobha'));
    fireEvent.click(chip('Sobha'));
    expect(mode()).toBe('manual');
    expect(screen.getByRole('combobox')).toHaveValue('palm');
  });

  it('submits to /search with type=filtered and the chosen lists', () => {
    render(<Home />);
    fireEvent.click(chip('Brigade'));
    fireEvent.click(chip('Ready to Move-in'));
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Search Properties' }));
    });
    const brigade = FILTER_BUILDERS.find((builder) => builder.name === 'Brigade')!.id;
    expect(push).toHaveBeenCalledWith(`/search?type=filtered&zone=Bengaluru+South&builders=${brigade}&statuses=Ready+to+Move-in`);
  });
});
