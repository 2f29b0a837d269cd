// An empty filtered search names the one filter to remove (lib/search/loosen.ts) and links to the search without it.
import { render, screen } from '@testing-library/react';
import { EmptyResults } from '@/components/search/empty-state';
import type { FilterChip } from '@/lib/search/filter-chips';
import { filterToLoosen, loosenText, MAX_FILTERS_TRIED } from '@/lib/search/loosen';

// Server components read next-intl's useTranslations and useLocale; here they read the English messages.

const chip = (label: string): FilterChip => ({ key: label, label, href: `/search?without=${encodeURIComponent(label)}` });
const counts: Record<string, number | null> = { Villa: 6, '2 BHK': 2, Gym: 0 };
const countWithout = async (href: string) => counts[decodeURIComponent(href.split('=')[1]!)] ?? null;

test('the filter whose removal finds the most societies is the one named', async () => {
  const loosen = await filterToLoosen([chip('2 BHK'), chip('Villa'), chip('Gym')], countWithout);
  expect(loosen?.chip.label).toBe('Villa');
  expect(loosen?.count).toBe(6);
  expect(loosenText(loosen!)).toBe('Without ‘Villa’ there are 6 societies.');
  expect(loosenText({ chip: chip('Gym'), count: 1 })).toBe('Without ‘Gym’ there is 1 society.');
});

test('no hint when no single filter is the reason, without filters, or with too many to try one by one', async () => {
  expect(await filterToLoosen([chip('Gym')], countWithout)).toBeNull();
  expect(await filterToLoosen([], countWithout)).toBeNull();
  const many = Array.from({ length: MAX_FILTERS_TRIED + 1 }, (_, index) => chip(index ? `F${index}` : 'Villa'));
  let tried = 0;
  expect(await filterToLoosen(many, async (href) => (tried++, countWithout(href)))).toBeNull();
  expect(tried).toBe(0);
});

test('a count that fails is skipped, not thrown', async () => {
  const loosen = await filterToLoosen([chip('Villa'), chip('2 BHK')], async (href) => {
    if (href.includes('Villa')) throw new Error('database gone');
    return countWithout(href);
  });
  expect(loosen?.chip.label).toBe('2 BHK');
});

test('the empty state says it and offers the search without that filter first', () => {
  render(<EmptyResults loosen={{ text: 'Without ‘Villa’ there are 6 societies.', label: 'Villa', href: '/search?type=filtered&zone=South' }} />);
  expect(screen.getByTestId('loosen-filter')).toHaveTextContent('Without ‘Villa’ there are 6 societies.');
  const links = screen.getAllByRole('link');
  expect(links[0]).toHaveAccessibleName('Remove ‘Villa’');
  expect(links[0]).toHaveAttribute('href', '/search?type=filtered&zone=South');
  expect(screen.getByRole('link', { name: 'Back to Search' })).toHaveAttribute('href', '/');
});
