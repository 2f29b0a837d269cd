import { render, screen, within } from '@testing-library/react';
import { AboutPage } from '@/components/marketing/about-page';
import { BrandsPage, brandsChatMessage } from '@/components/marketing/brands-page';
import { chatUrl } from '@/components/marketing/chat-link-button';
import { OpenHousePage, openHouseChatMessage } from '@/components/marketing/open-house-page';
import { OwnerPage, ownerChatMessage } from '@/components/marketing/owner-page';
import { setTestLocale } from '@/tests/helpers/server-translations';

const CHAT = '919812345678';
const BRAND = 'GHomes';

function expectChatLinks(name: RegExp, message: string, count: number) {
  const links = screen.getAllByRole('link', { name });
  expect(links).toHaveLength(count);
  for (const link of links) {
    expect(link).toHaveAttribute('href', `https://wa.me/${CHAT}?text=${encodeURIComponent(message)}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
}

function headingLevels(container: HTMLElement): number[] {
  return Array.from(container.querySelectorAll('h1, h2, h3, h4, h5, h6')).map((h) => Number(h.tagName[1]));
}

/** One h1, first, and no level skipped on the way down. */
function expectHeadingOutline(container: HTMLElement) {
  const levels = headingLevels(container);
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.slice(1).forEach((level, index) => expect(level - levels[index]!).toBeLessThanOrEqual(1));
}

describe('chatUrl', () => {
  it('encodes the prefilled message', () => {
    expect(chatUrl('911234567890', 'Hi & hello?')).toBe('https://wa.me/911234567890?text=Hi%20%26%20hello%3F');
  });
});

describe('property owner page', () => {
  it('shows the spec texts, the chat link and disabled store badges', () => {
    const { container } = render(<OwnerPage chatNumber={CHAT} brand={BRAND} />);
    expectHeadingOutline(container);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/India's first pay-as-you-go property management app/i);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');

    const phone = screen.getByRole('img', { name: /Coming Soon/ });
    for (const tile of ['Coming Soon', 'Documents', 'Tenants', 'Rent Tracker', 'Maintenance']) {
      expect(within(phone).getByText(tile)).toBeInTheDocument();
    }

    expectChatLinks(/List My Property/, ownerChatMessage(BRAND), 1);
    expect(ownerChatMessage(BRAND)).toContain(BRAND);

    for (const title of ['No Spam Calls', 'No Middlemen', 'No Hidden Fees', 'Pay-Per-Use', 'Gated Communities Only', 'End-to-End Tenant Management']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }

    const badges = screen.getAllByRole('link', { name: /Launching soon/ });
    expect(badges).toHaveLength(2);
    for (const badge of badges) {
      expect(badge).toHaveAttribute('aria-disabled', 'true');
      expect(badge).not.toHaveAttribute('href');
      expect(badge).not.toHaveAttribute('tabindex');
    }
    expect(screen.getAllByText('Launching soon')).toHaveLength(2);
  });
});

describe('brands page', () => {
  it('shows the offers, the four reasons and two Register My Brand chat links', () => {
    const { container } = render(<BrandsPage chatNumber={CHAT} brand={BRAND} />);
    expectHeadingOutline(container);
    expectChatLinks(/Register My Brand/, brandsChatMessage(BRAND), 2);
    expect(screen.getByRole('heading', { level: 2, name: 'What We Offer' })).toBeInTheDocument();
    for (const offer of ['Society Activations', 'Sampling & Trials', 'Commercial Leasing']) {
      expect(screen.getByRole('heading', { level: 3, name: offer })).toBeInTheDocument();
    }
    const why = screen.getByRole('region', { name: 'Why target gated communities' });
    expect(within(why).getAllByRole('listitem')).toHaveLength(4);
  });
});

describe('open house page', () => {
  it('shows Coming Soon, the explanation, six steps and Notify Me chat links', () => {
    const { container } = render(<OpenHousePage chatNumber={CHAT} brand={BRAND} />);
    expectHeadingOutline(container);
    expectChatLinks(/Notify Me/, openHouseChatMessage(BRAND), 2);
    expect(screen.getByRole('region', { name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /What is an open house/ })).toBeInTheDocument();

    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem');
    expect(steps).toHaveLength(6);
    expect(steps[0]).toHaveTextContent(/Find/);
    expect(steps[1]).toHaveTextContent(/RSVP/);
    expect(steps[2]).toHaveTextContent(/confirmation on WhatsApp/);
    expect(steps[3]).toHaveTextContent(/Walk in/);
    expect(steps[4]).toHaveTextContent(/offer/);
    expect(steps[5]).toHaveTextContent(`${BRAND} handles the paperwork`);
  });
});

describe('about page', () => {
  it('shows the stats, mission, values, vision and both calls to action', () => {
    const { container } = render(<AboutPage brand={BRAND} />);
    expectHeadingOutline(container);
    const stats = screen.getByRole('region', { name: `${BRAND} in numbers` });
    const pairs = Array.from(stats.querySelectorAll('dl > div')).map((pair) => pair.textContent);
    expect(pairs).toEqual(['Years of Experience8+', 'Gated Societies300+', 'Happy Families4K+', 'Customer Support24/7']);
    for (const heading of ['Our Mission', 'Our Values', 'Our Vision']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    for (const value of ['Trust', 'Expertise', 'Simplicity', 'Community']) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Explore Societies' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });
});

describe('in Kannada and Hindi', () => {
  afterEach(() => setTestLocale('en'));

  test.each([
    ['kn', 'ನನ್ನ ಮನೆ ಪಟ್ಟಿ ಮಾಡಿ', 'ಹಿಂದೆ', '/kn', '/kn/owner/homes/new'],
    ['hi', 'मेरा घर लिस्ट करें', 'वापस', '/hi', '/hi/owner/homes/new'],
  ] as const)('%s: the owner page reads its language, links in it and sends its chat message in it', (locale, listProperty, back, home, listHome) => {
    setTestLocale(locale);
    const { container } = render(<OwnerPage chatNumber={CHAT} brand={BRAND} />);
    expectHeadingOutline(container);
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', home);
    const chat = screen.getByRole('link', { name: new RegExp(listProperty) });
    expect(chat.getAttribute('href')).not.toContain(encodeURIComponent('Hi, I would like'));
    expect(chat.getAttribute('href')).toContain(encodeURIComponent(BRAND));
    expect(screen.getByTestId('owner-list-your-home')).toHaveAttribute('href', listHome);
    // The store names stay names; nothing else on the page is English.
    const words = (container.textContent ?? '').match(/[A-Za-z]{3,}/g) ?? [];
    expect([...new Set(words)].filter((word) => !['GHomes', 'WhatsApp', 'App', 'Store', 'Google', 'Play'].includes(word))).toEqual([]);
  });

  test.each(['kn', 'hi'] as const)('%s: about, brands and open house leave no English behind', (locale) => {
    setTestLocale(locale);
    for (const page of [<AboutPage key="a" brand={BRAND} />, <BrandsPage key="b" chatNumber={CHAT} brand={BRAND} />, <OpenHousePage key="o" chatNumber={CHAT} brand={BRAND} />]) {
      const { container, unmount } = render(page);
      expectHeadingOutline(container);
      const words = (container.textContent ?? '').match(/[A-Za-z]{3,}/g) ?? [];
      expect([...new Set(words)].filter((word) => !['GHomes', 'WhatsApp'].includes(word))).toEqual([]);
      unmount();
    }
  });
});
