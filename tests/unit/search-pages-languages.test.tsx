// The search, named-search and builder pages' parts in Kannada and Hindi: the texts lib/search builds reach the
// cards, the zone box and the summary sentence in the page's language, and places read by their names on record.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useRouter } from 'next/navigation';
import { withCopy } from '../helpers/copy';
import { setTestLocale } from '../helpers/server-translations';
import { BuilderNotFound } from '@/components/builder/builder-not-found';
import { BuilderProfile } from '@/components/builder/builder-profile';
import { namedPlace } from '@/components/named-search/named-search-view';
import { ResultsList } from '@/components/search/results-list';
import { SocietyCard } from '@/components/search/society-card';
import type { SocietyCardData } from '@/components/search/society-card-data';
import { useSearchController } from '@/components/search/use-search-controller';
import { ZoneSelect } from '@/components/search/zone-select';
import type { PlaceName } from '@/lib/search/types';
import type { SocietySearchPage } from '@/server/search/service';

jest.mock('next/navigation', () => ({ useRouter: jest.fn(() => ({ push: jest.fn(), back: jest.fn() })) }));

afterEach(() => setTestLocale('en'));

const society: SocietyCardData = {
  id: 's1',
  name: 'Prestige Lakeside Habitat',
  photoUrl: null,
  category: 'Luxury',
  projectType: 'Apartment',
  projectStatus: 'Ready to Move-in',
  bedroomConfigurations: ['2 BHK', '3 BHK'],
  location: 'Whitefield',
  subLocation: 'Hope Farm',
  builderName: 'Prestige',
  rent: { min: 45_000, max: 120_000 },
  sale: null,
  homeMatch: { listing: 'rent', amount: 34_500, bhk: '3 BHK' },
  ruleMatches: [
    { rule: 'pets', by: 'society' },
    { rule: 'bachelors', by: 'homes', homes: 2 },
  ],
};

const KANNADA_PLACES: PlaceName = (kind, name) =>
  ({ location: { Whitefield: 'ವೈಟ್‌ಫೀಲ್ಡ್' }, sub_location: { 'Hope Farm': 'ಹೋಪ್ ಫಾರ್ಮ್' }, zone: { 'Bengaluru East': 'ಪೂರ್ವ ಬೆಂಗಳೂರು' } } as Record<string, Record<string, string>>)[kind]?.[name] ??
  name;

describe('a result card', () => {
  test('in Kannada: the matched home with its amount in words, its label and the rule notes', () => {
    setTestLocale('kn');
    render(<SocietyCard society={society} />);
    expect(screen.getByTestId('home-match-price').textContent).toBe('3 BHK: ₹34.50\u00A0K (34.5\u00A0ಸಾವಿರ) ರಿಂದ');
    expect(screen.getByText('ಬಾಡಿಗೆ / ತಿಂಗಳು')).toBeInTheDocument();
    const notes = screen.getByTestId('rule-match-notes');
    expect(within(notes).getByText('ಈ ಸೊಸೈಟಿಯಲ್ಲಿ ಸಾಕುಪ್ರಾಣಿಗಳಿಗೆ ಅವಕಾಶವಿದೆ')).toBeInTheDocument();
    expect(within(notes).getByText('ಇಲ್ಲಿನ 2 ಮನೆಗಳಲ್ಲಿ ಬ್ಯಾಚುಲರ್‌ಗಳಿಗೆ ಸ್ವಾಗತ')).toBeInTheDocument();
  });

  test('in Kannada and Hindi: each end of a price range has its amount in words beside it, kept on one line', () => {
    setTestLocale('kn');
    const { unmount } = render(<SocietyCard society={{ ...society, homeMatch: null, sale: { min: 12_500_000, max: 12_500_000 } }} />);
    // A range wraps only between an amount and its words, or between the amounts.
    expect(screen.getByText('₹45 K (45 ಸಾವಿರ) – ₹1.20 L (1.2 ಲಕ್ಷ)').textContent).toBe('₹45\u00A0K (45\u00A0ಸಾವಿರ) – ₹1.20\u00A0L (1.2\u00A0ಲಕ್ಷ)');
    expect(screen.getByText('₹1.25 Cr (1.25 ಕೋಟಿ)')).toBeInTheDocument();
    unmount();
    setTestLocale('hi');
    render(<SocietyCard society={{ ...society, homeMatch: null }} />);
    expect(screen.getByText('₹45 K (45 हज़ार) – ₹1.20 L (1.2 लाख)')).toBeInTheDocument();
  });

  test("in Kannada: the data's own categories, Premium and Value, read in Kannada too", () => {
    setTestLocale('kn');
    const { rerender } = render(<SocietyCard society={{ ...society, category: 'Premium' }} />);
    expect(screen.getByText('ಪ್ರೀಮಿಯಂ')).toBeInTheDocument();
    rerender(<SocietyCard society={{ ...society, category: 'Value' }} />);
    expect(screen.getByText('ಕೈಗೆಟುಕುವ')).toBeInTheDocument();
  });

  test('in Hindi, within the results: places by their names on record, a society link in the page language', () => {
    setTestLocale('hi');
    const result = {
      results: [{ ...society, builder: { id: 'b1', name: 'Prestige' } }],
      total: 1,
      matched: 1,
      page: 1,
      pageSize: 10,
      pageCount: 1,
    } as unknown as SocietySearchPage;
    render(<ResultsList result={result} hrefFor={(page) => `/search?page=${page}`} placeName={KANNADA_PLACES} />);
    expect(screen.getByText('ಹೋಪ್ ಫಾರ್ಮ್, ವೈಟ್‌ಫೀಲ್ಡ್')).toBeInTheDocument();
    expect(screen.getByTestId('home-match-price')).toHaveTextContent('3 BHK: ₹34.50 K (34.5 हज़ार) से शुरू');
    expect(screen.getByTestId('society-card-link')).toHaveAttribute('href', '/hi/society/Prestige-Lakeside-Habitat');
  });

  test('in English, without a lookup, the places stay as they are', () => {
    const result = { results: [{ ...society, builder: null, ruleMatches: undefined }], total: 1, matched: 1, page: 1, pageSize: 10, pageCount: 1 } as unknown as SocietySearchPage;
    render(<ResultsList result={result} hrefFor={(page) => `/search?page=${page}`} />);
    expect(screen.getByText('Hope Farm, Whitefield')).toBeInTheDocument();
    expect(screen.getByTestId('home-match-price')).toHaveTextContent('From ₹34.50 K for 3 BHK');
  });
});

describe('the zone box', () => {
  const zones = [
    { id: 'z1', name: 'Bengaluru East', label: 'ಪೂರ್ವ ಬೆಂಗಳೂರು' },
    { id: 'z2', name: 'Bengaluru West' },
  ];
  const icons = { zone: <i />, zoneChevron: <i /> };

  test("shows a zone's Kannada name, keeps its own as the value, and says 'All zones' in Kannada", () => {
    const { rerender } = render(withCopy(<ZoneSelect zones={zones} value="Bengaluru East" onChange={() => undefined} icons={icons} />, ['search'], 'kn'));
    expect(screen.getByRole('option', { name: 'ಪೂರ್ವ ಬೆಂಗಳೂರು' })).toHaveValue('Bengaluru East');
    expect(screen.getByRole('option', { name: 'Bengaluru West' })).toHaveValue('Bengaluru West');
    const shown = screen.getByTestId('zone-select-shown');
    expect(shown).toHaveTextContent('ಪೂರ್ವ ಬೆಂಗಳೂರು');
    // The narrow box's word: the city's name goes ('ಪೂರ್ವ', East).
    expect(shown.querySelector('span')).toHaveTextContent(/^ಪೂರ್ವ$/);
    rerender(withCopy(<ZoneSelect zones={zones} value={null} onChange={() => undefined} icons={icons} />, ['search'], 'kn'));
    expect(screen.getByTestId('zone-select-shown').querySelector('span')).toHaveTextContent('ಎಲ್ಲಾ ವಲಯಗಳು');
  });

  test('in Hindi, the whole of Bangalore in the narrow box', () => {
    render(withCopy(<ZoneSelect zones={zones} value={null} onChange={() => undefined} icons={icons} />, ['search'], 'hi'));
    expect(screen.getByTestId('zone-select-shown').querySelector('span')).toHaveTextContent('सभी ज़ोन');
  });
});

describe('the summary sentence', () => {
  function Summary({ zoneName }: { zoneName?: (zone: string) => string }) {
    const controller = useSearchController({ selectedCategories: ['Luxury'], selectedZone: 'Bengaluru East' }, { zoneName });
    return <output data-testid="summary">{controller.summary}</output>;
  }

  test("reads in Kannada with the zone's Kannada name", () => {
    render(withCopy(<Summary zoneName={(zone) => (zone === 'Bengaluru East' ? 'ಪೂರ್ವ ಬೆಂಗಳೂರು' : zone)} />, ['search'], 'kn'));
    expect(screen.getByTestId('summary')).toHaveTextContent('ಪೂರ್ವ ಬೆಂಗಳೂರು ನಲ್ಲಿನ ಐಷಾರಾಮಿ ಪ್ರಾಜೆಕ್ಟ್‌ಗಳನ್ನು ಹುಡುಕಿ');
  });

  test('reads in Hindi', () => {
    render(withCopy(<Summary />, ['search'], 'hi'));
    expect(screen.getByTestId('summary')).toHaveTextContent('Bengaluru East में लग्ज़री प्रोजेक्ट खोजें');
  });

  test("reads English in the English pages' scope", () => {
    render(withCopy(<Summary />, ['search']));
    expect(screen.getByTestId('summary')).toHaveTextContent('Find Luxury projects in Bengaluru East');
  });
});

describe('the builder page', () => {
  const builder = {
    id: '0b5c3a52-0001-4000-8000-000000000001',
    name: 'Prestige',
    description: null,
    logoUrl: null,
    statusCounts: { 'New Launch': 0, 'Under Construction': 3, 'Ready to Move-in': 1 },
    projectCount: 4,
  };

  test('in Hindi: the count, the status cards and their links in the page language', () => {
    setTestLocale('hi');
    render(<BuilderProfile builder={builder} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Prestige' })).toBeInTheDocument();
    expect(screen.getByTestId('builder-project-count')).toHaveTextContent('बेंगलुरु में 4 प्रोजेक्ट');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('स्थिति के अनुसार प्रोजेक्ट');
    const building = screen.getByTestId('status-card-Under Construction');
    expect(building).toHaveAccessibleName('निर्माणाधीन: 3 प्रोजेक्ट');
    expect(building).toHaveTextContent('निर्माण जारी, कब्ज़ा आगे मिलेगा');
    expect(building.getAttribute('href')).toMatch(/^\/hi\/search\?type=filtered/);
    expect(screen.getByTestId('status-card-New Launch')).toHaveAccessibleName('नया लॉन्च: कोई प्रोजेक्ट नहीं');
    expect(screen.getByRole('link', { name: 'सभी 4 प्रोजेक्ट देखें' })).toBeInTheDocument();
  });

  test('in Kannada: one project', () => {
    setTestLocale('kn');
    render(<BuilderProfile builder={{ ...builder, projectCount: 1, statusCounts: { 'New Launch': 1, 'Under Construction': 0, 'Ready to Move-in': 0 } }} />);
    expect(screen.getByTestId('builder-project-count')).toHaveTextContent('ಬೆಂಗಳೂರಿನಲ್ಲಿ 1 ಪ್ರಾಜೆಕ್ಟ್');
    expect(screen.getByTestId('status-card-New Launch')).toHaveTextContent('ಇತ್ತೀಚೆಗೆ ಬಿಡುಗಡೆಯಾಗಿವೆ, ಆರಂಭದ ಉತ್ತಮ ಬೆಲೆಗಳು');
  });

  test("not found, in Kannada: Go Back and the search link, home being the Kannada home", () => {
    setTestLocale('kn');
    const router = { back: jest.fn(), push: jest.fn() };
    jest.mocked(useRouter).mockReturnValue(router as unknown as ReturnType<typeof useRouter>);
    jest.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    render(withCopy(<BuilderNotFound />, ['errors'], 'kn'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ಬಿಲ್ಡರ್ ಸಿಗಲಿಲ್ಲ');
    expect(screen.getByRole('link', { name: 'ಸೊಸೈಟಿಗಳನ್ನು ಹುಡುಕಿ' })).toHaveAttribute('href', '/kn');
    fireEvent.click(screen.getByRole('button', { name: 'ಹಿಂದಕ್ಕೆ ಹೋಗಿ' }));
    expect(router.push).toHaveBeenCalledWith('/kn');
  });
});

test("a named search's place reads by its name on record; a builder's name stays", () => {
  expect(namedPlace('locality', 'Whitefield', KANNADA_PLACES)).toBe('ವೈಟ್‌ಫೀಲ್ಡ್');
  expect(namedPlace('sub-locality', 'Hope Farm', KANNADA_PLACES)).toBe('ಹೋಪ್ ಫಾರ್ಮ್');
  expect(namedPlace('zone', 'Bengaluru East', KANNADA_PLACES)).toBe('ಪೂರ್ವ ಬೆಂಗಳೂರು');
  expect(namedPlace('builder', 'Whitefield', KANNADA_PLACES)).toBe('Whitefield');
});
