import { render, screen, within } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { BottomNav } from '@/components/layout/bottom-nav';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));

const mockedPathname = jest.mocked(usePathname);

function renderAt(pathname: string) {
  mockedPathname.mockReturnValue(pathname);
  render(<BottomNav />);
  return screen.getByRole('navigation', { name: 'Primary' });
}

describe('BottomNav', () => {
  it('renders the five entries in order with their routes', () => {
    const nav = renderAt('/');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Search', '/'],
      ['Open House', '/open-house'],
      ['Brands', '/brands'],
      ['Shortlisted', '/shortlisted'],
      ['Profile', '/profile'],
    ]);
  });

  it('is hidden from 768px up', () => {
    expect(renderAt('/')).toHaveClass('md:hidden');
  });

  it.each([
    ['/', 'Search'],
    ['/search', 'Search'],
    ['/open-house', 'Open House'],
    ['/brands', 'Brands'],
    ['/shortlisted', 'Shortlisted'],
    ['/profile', 'Profile'],
  ])('marks only the active entry on %s', (pathname, activeLabel) => {
    const nav = renderAt(pathname);
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(activeLabel);
  });

  it('marks nothing on a page outside the five sections', () => {
    const nav = renderAt('/society/prestige-lakeside');
    expect(within(nav).queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  });

  it('does not treat a look-alike prefix as the same section', () => {
    const nav = renderAt('/profiles-archive');
    expect(within(nav).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });
});
