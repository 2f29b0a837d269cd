import { render, screen, within } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { BottomNav } from '@/components/layout/bottom-nav';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));

const mockedPathname = jest.mocked(usePathname);

async function renderAt(pathname: string) {
  mockedPathname.mockReturnValue(pathname);
  render(await BottomNav());
  return screen.getByRole('navigation');
}

describe('BottomNav', () => {
  it('renders the five entries in order with their routes', async () => {
    const nav = await renderAt('/');
    expect(nav).toHaveAccessibleName('Primary');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Search', '/'],
      ['Open House', '/open-house'],
      ['Brands', '/brands'],
      ['Shortlisted', '/shortlisted'],
      ['Profile', '/profile'],
    ]);
  });

  it('is hidden from 768px up', async () => {
    expect(await renderAt('/')).toHaveClass('md:hidden');
  });

  it.each([
    ['/', 'Search'],
    ['/search', 'Search'],
    ['/open-house', 'Open House'],
    ['/brands', 'Brands'],
    ['/shortlisted', 'Shortlisted'],
    ['/profile', 'Profile'],
  ])('marks only the active entry on %s', async (pathname, activeLabel) => {
    const nav = await renderAt(pathname);
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(activeLabel);
  });

  it('marks nothing on a page outside the five sections', async () => {
    const nav = await renderAt('/society/prestige-lakeside');
    expect(within(nav).queryAllByRole('link', { current: 'page' })).toHaveLength(0);
  });

  it('does not treat a look-alike prefix as the same section', async () => {
    const nav = await renderAt('/profiles-archive');
    expect(within(nav).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });
});

describe('BottomNav in Kannada', () => {
  const { setTestLocale: renderInLocale } = jest.requireActual('@/tests/helpers/server-translations') as typeof import('@/tests/helpers/server-translations');
  afterEach(() => renderInLocale('en'));

  it('names its tabs in Kannada and links the Kannada pages, the current one marked', async () => {
    renderInLocale('kn');
    const nav = await renderAt('/kn/shortlisted');
    expect(nav).toHaveAccessibleName('ಮುಖ್ಯ ಮೆನು');
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['ಹುಡುಕಿ', '/kn'],
      ['ಓಪನ್ ಹೌಸ್', '/kn/open-house'],
      ['ಬಿಲ್ಡರ್‌ಗಳು', '/kn/brands'],
      ['ಆಯ್ಕೆಗಳು', '/kn/shortlisted'],
      ['ಪ್ರೊಫೈಲ್', '/kn/profile'],
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent)).toEqual(['ಆಯ್ಕೆಗಳು']);
  });
});
