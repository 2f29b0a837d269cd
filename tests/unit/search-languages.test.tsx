import { act, fireEvent, render, screen } from '@testing-library/react';
import { withCopy } from '../helpers/copy';
import { AnimatedHeading } from '@/components/home-page/animated-heading';
import { DesignToggle } from '@/components/home-page/design-toggle';
import { QuickChips } from '@/components/home-page/quick-chips';
import { FilterButton } from '@/components/search/filter-button';
import { useSearchController } from '@/components/search/use-search-controller';
import { ZoneSelect } from '@/components/search/zone-select';
import { EMPTY_SEARCH_STATE } from '@/lib/search/types';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const icons = { zone: <i />, zoneChevron: <i /> };
const classes = { filter: 'filter', filterChosen: 'chosen' };

// The home's and the search form's islands in Kannada and Hindi: the page's messages, brand names kept.
describe('the search form in Kannada and Hindi', () => {
  it('reads the hero, the design switch and the zone prompt in Kannada', () => {
    render(
      withCopy(
        <>
          <AnimatedHeading className="" wordClassName="" />
          <DesignToggle design="new" className="" icon={null} />
          <ZoneSelect zones={[{ id: 'z1', name: 'Bengaluru South' }]} value={undefined} onChange={() => undefined} icons={icons} />
        </>,
        ['home', 'search'],
        'kn',
      ),
    );
    expect(screen.getByTestId('animated-heading')).toHaveTextContent('ಸಮುದಾಯ ಬದುಕು');
    expect(screen.getByTestId('design-toggle')).toHaveTextContent('ಹಳೆಯ ವಿನ್ಯಾಸ');
    expect(screen.getByRole('combobox', { name: 'ವಲಯ' })).toBeInTheDocument();
    expect(screen.getByTestId('zone-select-shown')).toHaveTextContent('ವಲಯ ಆರಿಸಿ');
    expect(screen.getByRole('option', { name: 'ಇಡೀ ಬೆಂಗಳೂರು' })).toHaveValue('All of Bangalore');
  });

  it('keeps builder names on the quick chips and reads statuses and the Filter count in Hindi', () => {
    render(
      withCopy(
        <>
          <QuickChips state={EMPTY_SEARCH_STATE} onToggle={() => undefined} />
          <FilterButton count={2} onClick={() => undefined} classes={classes} icon={null} />
        </>,
        ['home', 'search'],
        'hi',
      ),
    );
    expect(screen.getByRole('group', { name: 'झटपट फ़िल्टर' })).toBeInTheDocument();
    expect(screen.getByTestId('chip-Prestige')).toHaveTextContent('Prestige');
    expect(screen.getByTestId('chip-Under Construction')).toHaveTextContent('निर्माणाधीन');
    expect(screen.getByTestId('filter-button')).toHaveAccessibleName('फ़िल्टर, 2 चुने गए');
  });

  it('opens the results in the page language', () => {
    function Submit() {
      const controller = useSearchController({ searchQuery: 'Whitefield', selectedZone: null });
      return <button onClick={controller.submit}>go</button>;
    }
    render(withCopy(<Submit />, ['search'], 'kn'));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'go' })));
    expect(push).toHaveBeenCalledWith(expect.stringMatching(/^\/kn\/search\?/));
  });
});
