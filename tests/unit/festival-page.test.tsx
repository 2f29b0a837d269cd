// The festival page (spec discovery-and-login.md 2 'Festival page'): greeting, the 200+ homes claim with the
// society linked when it exists, 'Get Started' only while the campaign is live.
import { render, screen } from '@testing-library/react';
import { FestivalPage, type FestivalCampaignView } from '@/components/leads/festival-page';
import { campaignDescription } from '@/lib/leads/campaign';

const live: FestivalCampaignView = {
  slug: 'ganesha',
  name: 'Ganesh Chaturthi',
  greeting: 'Ganpati Bappa Morya! Happy Ganesh Chaturthi from all of us.',
  intro: 'Looking for a home?',
  welcomeMessage: 'Thanks!',
  societyName: 'Embassy Royal Pavilion',
  societyHref: '/society/Embassy-Royal-Pavilion',
  homesManaged: 200,
  startsAt: '2026-08-19T18:30:00.000Z',
  state: 'live',
};

test('a live campaign: greeting as the h1, the claim with the society linked, Get Started', () => {
  render(<FestivalPage campaign={live} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(live.greeting);
  expect(screen.getByText(/We manage/).closest('span')).toHaveTextContent('We manage 200+ homes in Embassy Royal Pavilion.');
  expect(screen.getByRole('link', { name: 'Embassy Royal Pavilion' })).toHaveAttribute('href', '/society/Embassy-Royal-Pavilion');
  expect(screen.getByRole('button', { name: 'Get Started' })).toHaveAttribute('aria-haspopup', 'dialog');
  expect(screen.queryByTestId('campaign-closed')).not.toBeInTheDocument();
});

test("'Get Started' looks like a large Button although its island carries no Button (classes resolved on the server)", () => {
  render(<FestivalPage campaign={live} />);
  const button = screen.getByRole('button', { name: 'Get Started' });
  expect(button).toHaveClass('h-12', 'px-6', 'text-base', 'bg-primary', 'w-full', 'rounded-xl', 'sm:w-auto');
  expect(button).not.toHaveClass('rounded-lg'); // merged away by the page's rounded-xl, as Button would
  expect(button).toHaveAttribute('type', 'button');
  expect(button.querySelector('svg.lucide-arrow-right')).toHaveAttribute('aria-hidden', 'true');
});

test('a society that is not in the data is named without a link', () => {
  render(<FestivalPage campaign={{ ...live, societyHref: null }} />);
  expect(screen.getByText('Embassy Royal Pavilion').tagName).toBe('SPAN');
  expect(screen.queryByRole('link', { name: 'Embassy Royal Pavilion' })).not.toBeInTheDocument();
});

test('an ended campaign says so instead of taking leads', () => {
  render(<FestivalPage campaign={{ ...live, state: 'ended' }} />);
  expect(screen.getByRole('status')).toHaveTextContent('This campaign has ended');
  expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Search societies' })).toHaveAttribute('href', '/');
});

test('an upcoming campaign gives its opening date (India time)', () => {
  render(<FestivalPage campaign={{ ...live, state: 'upcoming' }} />);
  expect(screen.getByRole('status')).toHaveTextContent('This campaign has not started yet');
  expect(screen.getByRole('status')).toHaveTextContent('Sign-ups open on 20 August 2026.');
});

test('the description (and so the social tags) greets while the campaign runs and says it ended afterwards', () => {
  expect(campaignDescription(live)).toBe('Ganpati Bappa Morya! Happy Ganesh Chaturthi from all of us. We manage 200+ homes in Embassy Royal Pavilion. Looking for a home?');
  const ended = campaignDescription({ ...live, state: 'ended' });
  expect(ended).toBe("Ganesh Chaturthi has ended. We manage 200+ homes in Embassy Royal Pavilion. Find homes to rent or buy in Bangalore's gated societies.");
  expect(ended).not.toContain('Happy');
});
