// The zone box: a narrow box (a 320 px phone, beside 'Filter') shows the zone's own word ('South'), a wide one the
// full name; the native select under it keeps the full names for the picker and for a screen reader.
import { render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { withCopy } from '../helpers/copy';
import userEvent from '@testing-library/user-event';
import { ZoneSelect } from '@/components/search/zone-select';
import { zoneShortName } from '@/lib/search/zones';

// The components read their texts from the scope their server parent gives them.
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: ({ children }: { children: ReactNode }) => withCopy(<>{children}</>, ['home', 'search']) });

const ZONES = [
  { id: '1', name: 'Bengaluru East' },
  { id: '2', name: 'Bengaluru South' },
];
const icons = { zone: <i />, zoneChevron: <i /> };

test('the distinctive word of each zone', () => {
  expect(zoneShortName('Bengaluru South')).toBe('South');
  expect(zoneShortName('Bangalore North')).toBe('North');
  expect(zoneShortName('All of Bangalore')).toBe('All zones');
  expect(zoneShortName('Whitefield')).toBe('Whitefield');
  expect(zoneShortName('Select Zone')).toBe('Select Zone');
});

test("the box shows 'South' when narrow and 'Bengaluru South' when wide; the select keeps the full names", async () => {
  const onChange = jest.fn();
  render(<ZoneSelect zones={ZONES} value="Bengaluru South" onChange={onChange} icons={icons} />);
  const shown = screen.getByTestId('zone-select-shown');
  expect(shown).toHaveAttribute('aria-hidden', 'true');
  const [narrow, wide] = shown.querySelectorAll('span');
  expect(narrow).toHaveTextContent(/^South$/);
  expect(narrow).toHaveClass('@[12rem]:hidden');
  expect(wide).toHaveTextContent(/^Bengaluru South$/);
  expect(wide).toHaveClass('hidden', '@[12rem]:inline');

  const select = screen.getByRole('combobox', { name: 'Zone' });
  expect(select).toHaveValue('Bengaluru South');
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All of Bangalore', 'Bengaluru East', 'Bengaluru South']);
  await userEvent.selectOptions(select, 'Bengaluru East');
  expect(onChange).toHaveBeenCalledWith('Bengaluru East');
});

test("nothing chosen reads 'Select Zone', muted", () => {
  render(<ZoneSelect zones={ZONES} value={undefined} onChange={() => undefined} icons={icons} />);
  expect(screen.getByTestId('zone-select-shown')).toHaveTextContent('Select Zone');
  expect(screen.getByTestId('zone-select-shown')).toHaveClass('text-muted-foreground');
});
