// The owner's homes and 'add a home' in each language: English word for word as before, Kannada and Hindi with
// no English left but names, figures and the site's fixed words; links stay in the page's language.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HomeFacts } from '@/components/homes/home-facts';
import { HomeNotes } from '@/components/homes/home-notes';
import { OwnerHomeCard } from '@/components/owners/homes/owner-home-card';
import { HomeDetailsForm } from '@/components/owners/submissions/home-details-form';
import { SubmissionList } from '@/components/owners/submissions/submission-list';
import { CopyScope } from '@/components/i18n/copy-scope';
import type { OwnerHome } from '@/lib/owners/homes';
import type { VisitedHome } from '@/lib/visits/types';
import { withCopy } from '@/tests/helpers/copy';
import { setTestLocale } from '@/tests/helpers/server-translations';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn(), push: jest.fn(), replace: jest.fn() }), usePathname: () => '/owner/homes', useSearchParams: () => new URLSearchParams() }));

afterEach(() => setTestLocale('en'));

const home: OwnerHome = {
  propertyId: 'p1',
  societyName: 'Prestige Lakeside Habitat',
  title: '3 BHK Apartment',
  unit: 'B-1204',
  rent: {
    listingId: 'l1',
    status: 'Active',
    rent: 45000,
    deposit: 200000,
    availableFrom: '2026-12-20',
    lastConfirmedAt: new Date('2026-12-01T06:00:00Z'),
    questionOpen: false,
    question: null,
    rentWaiting: 60000,
    petsAllowed: false,
    foodPreference: null,
    preferredTenants: ['Family'],
  },
  sale: null,
  visits: [{ id: 'v1', start: new Date('2026-12-08T04:30:00Z'), end: new Date('2026-12-08T05:00:00Z'), firstName: 'Asha' }],
};

/** The Latin words of a text that are not names, figures' units or the site's fixed words. */
const english = (text: string) => [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])].filter((word) => !['GHomes', 'Prestige', 'Lakeside', 'Habitat', 'BHK', 'Apartment', 'Asha', 'WhatsApp', 'AM', 'PM'].includes(word));

test('English: the home card as before', () => {
  const { container } = render(withCopy(<OwnerHomeCard home={home} offers={[]} />, ['owners', 'offers', 'homes']));
  const rows = [...container.querySelectorAll('dl > div')].map((row) => row.textContent);
  expect(rows).toEqual([
    'For rentListed: tenants can see it and book visits',
    'Rent₹45,000 a month',
    'New rent₹60,000 a month, waiting for the GHomes team',
    'Deposit₹2,00,000',
    'Available from20 Dec 2026',
    'Last confirmed1 Dec 2026',
  ]);
  expect(screen.getByTestId('owner-home-visits')).toHaveTextContent('Visits booked8 Dec 2026, 10:00 AM – 10:30 AM: Asha');
  expect(screen.getByRole('link', { name: 'Prestige Lakeside Habitat' }).getAttribute('href')).toMatch(/^\/society\//);
});

test.each(['kn', 'hi'] as const)('%s: the home card, its dates and its society link are in the language', (locale) => {
  setTestLocale(locale);
  const { container } = render(withCopy(<OwnerHomeCard home={home} offers={[]} />, ['owners', 'offers', 'homes'], locale));
  expect(english(container.textContent ?? '')).toEqual([]);
  expect(screen.getByRole('link', { name: 'Prestige Lakeside Habitat' }).getAttribute('href')).toMatch(new RegExp(`^/${locale}/society/`));
});

test.each([
  ['en', 'Homes you are adding', 'Not sent yet', '/owner/homes/new?home=s1'],
  ['kn', 'ನೀವು ಸೇರಿಸುತ್ತಿರುವ ಮನೆಗಳು', 'ಇನ್ನೂ ಕಳುಹಿಸಿಲ್ಲ', '/kn/owner/homes/new?home=s1'],
  ['hi', 'जो घर आप जोड़ रहे हैं', 'अभी भेजा नहीं गया', '/hi/owner/homes/new?home=s1'],
] as const)('%s: the homes being added', (locale, heading, status, href) => {
  setTestLocale(locale);
  render(<SubmissionList submissions={[{ id: 's1', status: 'draft', societyName: 'Prestige Lakeside Habitat', unit: 'B-1204', deskNote: 'Add a photo of the kitchen' }]} />);
  expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  const link = screen.getByRole('link');
  expect(link).toHaveAttribute('href', href);
  expect(link).toHaveTextContent(status);
  expect(link).toHaveTextContent('Add a photo of the kitchen');
});

test.each([
  ['en', 'Save and add photos', 'Choose your society from the list.', 'Semi-Furnished'],
  ['kn', 'ಉಳಿಸಿ ಮತ್ತು ಫೋಟೋ ಸೇರಿಸಿ', 'ಪಟ್ಟಿಯಿಂದ ನಿಮ್ಮ ಸೊಸೈಟಿಯನ್ನು ಆಯ್ಕೆಮಾಡಿ.', 'ಭಾಗಶಃ ಪೀಠೋಪಕರಣ'],
  ['hi', 'सेव करें और फ़ोटो जोड़ें', 'सूची में से अपनी सोसाइटी चुनें।', 'सेमी-फ़र्निश्ड'],
] as const)('%s: the details form, its field messages and its furnishing choices; the stored value stays English', async (locale, save, chooseSociety, semi) => {
  const user = userEvent.setup();
  const { container } = render(withCopy(<HomeDetailsForm submissionId={null} initialSociety={null} configurations={[{ id: 2, name: '2 BHK' }]} onSaved={jest.fn()} />, ['homes'], locale));
  await user.click(screen.getByRole('button', { name: save }));
  expect(await screen.findByText(chooseSociety)).toBeInTheDocument();
  const option = within(container).getByRole('option', { name: semi });
  expect(option).toHaveAttribute('value', 'Semi-Furnished');
  if (locale !== 'en') expect(english(container.textContent ?? '')).toEqual([]);
  else expect(screen.getByText('Furnishing is required')).toBeInTheDocument();
});

const visited: VisitedHome = {
  propertyId: 'p1', societyId: 's1', societyName: 'Prestige Lakeside Habitat', kind: 'rent', rentListingId: 'l1', saleListingId: null, photos: [], bedroom: '3 BHK', furnishing: null,
  facing: 'North-East', floor: null, sqft: 1450, price: 45000, maintenanceIncluded: true, maintenance: null,
};

test('the shortlist and visit cards keep their English where the page does not hand over the homes messages', async () => {
  render(
    <CopyScope copy={{ locale: 'kn', messages: {} }}>
      <HomeFacts home={visited} />
    </CopyScope>,
  );
  expect(screen.getByText('North-East facing')).toBeInTheDocument();
  expect(screen.getByText('1,450 sqft')).toBeInTheDocument();
});

test.each([
  ['kn', 'ಈಶಾನ್ಯ ದಿಕ್ಕಿಗೆ ಮುಖ', '1,450 ಚದರ ಅಡಿ'],
  ['hi', 'उत्तर-पूर्व मुखी', '1,450 वर्ग फ़ुट'],
] as const)('%s: the facts and notes in the language where the page hands them over', (locale, facing, area) => {
  render(withCopy(<><HomeFacts home={visited} /><HomeNotes notes="Ask about the parking" clamp={false} testId="notes" /></>, ['homes'], locale));
  expect(screen.getByText(facing)).toBeInTheDocument();
  expect(screen.getByText(area)).toBeInTheDocument();
});
