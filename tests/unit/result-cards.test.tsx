import { render, screen, within } from '@testing-library/react';
import { BuilderProfile } from '@/components/builder/builder-profile';
import { configurationsText, SocietyCard } from '@/components/search/society-card';
import { Pagination, pageWindow } from '@/components/search/pagination';
import type { SocietyCardData } from '@/components/search/society-card-data';

// Server components read next-intl's useTranslations and useLocale; here they read the English messages.

const society: SocietyCardData = {
  id: 's1',
  name: 'Prestige Lakeside Habitat',
  photoUrl: 'https://cdn.example.com/lakeside.jpg',
  category: 'Luxury',
  projectType: 'Apartment',
  projectStatus: 'Ready to Move-in',
  bedroomConfigurations: ['2 BHK', '3 BHK'],
  location: 'Whitefield',
  subLocation: 'Hope Farm',
  builderName: 'Prestige',
  rent: { min: 45_000, max: 120_000 },
  sale: { min: 15_000_000, max: 15_000_000 },
  homeMatch: null,
};

describe('society card', () => {
  it('shows the cheapest matching home instead of the ranges when the search had a budget or bedrooms', () => {
    render(<SocietyCard society={{ ...society, homeMatch: { listing: 'rent', amount: 34_500, bhk: '3 BHK' } }} />);
    expect(screen.getByTestId('home-match-price')).toHaveTextContent('From ₹34.50 K for 3 BHK');
    expect(screen.getByText('Rent / month')).toBeInTheDocument();
    expect(screen.queryByText(/₹45 K/)).not.toBeInTheDocument();
    expect(screen.queryByText('Buy')).not.toBeInTheDocument();
  });

  it('shows the photo, name, place, builder, status badge, configurations and price ranges', () => {
    render(<SocietyCard society={society} />);
    expect(screen.getByRole('img', { name: 'Prestige Lakeside Habitat' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Prestige Lakeside Habitat' });
    expect(link).toHaveAttribute('href', '/society/Prestige-Lakeside-Habitat');
    expect(screen.getByText('Hope Farm, Whitefield')).toBeInTheDocument();
    expect(screen.getByText('Prestige')).toBeInTheDocument();
    expect(screen.getByText(/Apartment · 2, 3 BHK/)).toBeInTheDocument();
    const badge = screen.getByTestId('status-badge');
    expect(badge).toHaveTextContent('Ready to Move-in');
    expect(badge.className).toContain('bg-green-100');
    expect(screen.getByText('₹45 K – ₹1.20 L')).toBeInTheDocument();
    expect(screen.getByText('₹1.50 Cr')).toBeInTheDocument();
  });

  it.each([
    ['Under Construction', 'bg-yellow-100'],
    ['New Launch', 'bg-blue-100'],
    ['Something else', 'bg-slate-100'],
  ])('colours %s with %s', (status, colour) => {
    render(<SocietyCard society={{ ...society, projectStatus: status }} />);
    expect(screen.getByTestId('status-badge').className).toContain(colour);
  });

  it('says so when there are no Active listings', () => {
    render(<SocietyCard society={{ ...society, rent: null, sale: null, builderName: null, subLocation: null }} />);
    expect(screen.getAllByText('No listings')).toHaveLength(2);
    expect(screen.getByText('Whitefield')).toBeInTheDocument();
  });

  it('writes configurations compactly when they share the unit', () => {
    expect(configurationsText(['2 BHK', '2.5 BHK', '3 BHK'])).toBe('2, 2.5, 3 BHK');
    expect(configurationsText(['1 RK', '2 BHK'])).toBe('1 RK, 2 BHK');
    expect(configurationsText([])).toBe('');
  });

  it('has a skeleton twin', () => {
    const { container } = render(<SocietyCard.Skeleton />);
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
  });
});

describe('pagination', () => {
  it('links every page, Previous and Next, and marks the current page', () => {
    render(<Pagination page={2} pageCount={5} hrefFor={(page) => `/search?page=${page}`} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/search?page=1');
    expect(within(nav).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/search?page=3');
    expect(within(nav).getAllByRole('link', { name: /^Page / })).toHaveLength(5);
  });

  it('disables Previous on the first page and Next on the last, and hides itself for one page', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} hrefFor={(page) => `/p${page}`} />);
    expect(screen.queryByRole('link', { name: /Previous/ })).not.toBeInTheDocument();
    rerender(<Pagination page={3} pageCount={3} hrefFor={(page) => `/p${page}`} />);
    expect(screen.queryByRole('link', { name: /Next/ })).not.toBeInTheDocument();
    rerender(<Pagination page={1} pageCount={1} hrefFor={(page) => `/p${page}`} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shortens long runs of pages', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
  });
});

describe('builder profile', () => {
  const builder = {
    id: '0b5c3a52-0001-4000-8000-000000000001',
    name: 'Prestige',
    description: 'Prestige Group builds landmark homes.',
    logoUrl: '/storage/v1/object/public/builders/prestige.svg',
    statusCounts: { 'New Launch': 0, 'Under Construction': 3, 'Ready to Move-in': 1 },
    projectCount: 4,
  };

  it('shows the logo, name, project count and description', () => {
    render(<BuilderProfile builder={builder} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Prestige' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Prestige logo' })).toBeInTheDocument();
    expect(screen.getByTestId('builder-project-count')).toHaveTextContent('4 projects in Bangalore');
    expect(screen.getByText('Prestige Group builds landmark homes.')).toBeInTheDocument();
  });

  it('links the status cards with projects to the filtered search and disables the empty one', () => {
    render(<BuilderProfile builder={builder} />);
    const underConstruction = screen.getByTestId('status-card-Under Construction');
    expect(underConstruction.tagName).toBe('A');
    expect(underConstruction).toHaveAttribute(
      'href',
      `/search?type=filtered&builders=${builder.id}&projectStatuses=Under+Construction`,
    );
    expect(underConstruction).toHaveTextContent('3');
    expect(screen.getByTestId('status-card-Ready to Move-in')).toHaveAttribute(
      'href',
      `/search?type=filtered&builders=${builder.id}&projectStatuses=Ready+to+Move-in`,
    );
    const newLaunch = screen.getByTestId('status-card-New Launch');
    expect(newLaunch.tagName).not.toBe('A');
    expect(newLaunch).toHaveAttribute('aria-disabled', 'true');
    expect(newLaunch).toHaveTextContent('0');
  });
});
