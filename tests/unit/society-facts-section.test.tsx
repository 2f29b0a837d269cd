// The society page's facts: only stated facts get a row, the rest share one 'Not stated yet' line with 'Ask the
// association', a link to the contact form carrying the question (the desk's Messages). Rendered as the server
// renders it: no script.
import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SocietyFacts } from '@/components/society/society-facts';
import { readContactPrefill } from '@/lib/contact/prefill';
import { FACT_DEFINITIONS, unstatedFactNames, unstatedLine, type StatedFact } from '@/lib/societies/facts';

const SOCIETY = 'Brigade Orchards - Aspen Block';
const stated = (key: StatedFact['key'], value: string): StatedFact => ({ key, value, source: 'association', checkedOn: '2026-10-01' });

const askLink = () => screen.getByRole('link', { name: 'Ask the association' });
const askedFor = () => readContactPrefill(new URL(askLink().getAttribute('href')!, 'https://ghomes.test').search);

test('a society that states nothing: no rows of Unknown, one line naming the first few, the rest behind it', () => {
  const { container } = render(<SocietyFacts facts={[]} societyName={SOCIETY} />);
  expect(container).not.toHaveTextContent('Unknown');
  expect(container.querySelectorAll('[data-fact]')).toHaveLength(0);
  // No move-in card of nothing: the rules are in the one line too.
  expect(screen.queryByRole('region', { name: 'Rules for tenants' })).toBeNull();
  const facts = screen.getByRole('region', { name: 'Society facts' });
  const line = within(facts).getByTestId('unstated-facts');
  expect(line.querySelector('summary')).toHaveTextContent(/^Not stated yet: RERA, water, pets and 14 more$/);
  expect(line.querySelector('details p')).toHaveTextContent(
    'Also not stated: who may rent, power backup, maintenance, occupancy certificate, khata, possession year, company lease, food, move-in fee, move-out fee, police verification, documents asked, moving hours, parking for tenants.',
  );
  expect(askLink().getAttribute('href')).toMatch(/^\/contact\?/);
  expect(askedFor()).toEqual({
    subject: `Ask the association: ${SOCIETY}`,
    message: `Please ask the association of ${SOCIETY} about: RERA, water, pets, who may rent, power backup, maintenance, occupancy certificate, khata, possession year, company lease, food, move-in fee, move-out fee, police verification, documents asked, moving hours, parking for tenants.`,
  });
});

test('a society that states some: their rows with sources, the unstated ones in the line and in the question', () => {
  render(<SocietyFacts facts={[stated('who_may_rent', 'families'), stated('pets', 'not_allowed'), stated('khata', 'b'), stated('rera_number', 'PRM/KA/RERA/1251/446/PR/171015/000475')]} societyName={SOCIETY} />);
  const rules = screen.getByRole('region', { name: 'Rules for tenants' });
  expect([...rules.querySelectorAll('[data-fact]')].map((row) => row.getAttribute('data-fact'))).toEqual(['who_may_rent', 'pets']);
  expect(within(rules).getByText('Families only')).toBeInTheDocument();
  const facts = screen.getByRole('region', { name: 'Society facts' });
  expect([...facts.querySelectorAll('[data-fact]')].map((row) => row.getAttribute('data-fact'))).toEqual(['rera_number', 'khata']);
  expect(facts.querySelector('[data-fact="khata"]')).toHaveTextContent('B khataChecked 1 Oct 2026 with the association');
  expect(within(facts).getByRole('link', { name: /Search it on the Karnataka RERA register/ })).toHaveAttribute('href', 'https://rera.karnataka.gov.in/viewAllProjects');
  expect(facts.querySelector('summary')).toHaveTextContent(/^Not stated yet: water, power backup, maintenance and 10 more$/);
  expect(askedFor()!.message).not.toMatch(/RERA|khata|pets|who may rent/);
});

test('a few unstated: the line names them all, with nothing to open', () => {
  const allBut = (...keys: string[]) => FACT_DEFINITIONS.filter((definition) => !keys.includes(definition.key)).map((definition) => stated(definition.key, definition.kind.type === 'choice' ? definition.kind.choices[0]!.value : '2019'));
  render(<SocietyFacts facts={allBut('water_source', 'pets', 'tenant_parking')} societyName={SOCIETY} />);
  const line = screen.getByTestId('unstated-facts');
  expect(line.querySelector('details')).toBeNull();
  expect(line).toHaveTextContent(/^Not stated yet: water, pets and parking for tenants\.Ask the association$/);
});

test('every fact stated: no line and no ask', () => {
  const all = FACT_DEFINITIONS.map((definition) => stated(definition.key, definition.kind.type === 'choice' ? definition.kind.choices[0]!.value : '2019'));
  expect(unstatedFactNames(all)).toEqual([]);
  render(<SocietyFacts facts={all} societyName={SOCIETY} />);
  expect(screen.queryByTestId('unstated-facts')).toBeNull();
  expect(screen.getByRole('region', { name: 'Society facts' }).querySelectorAll('[data-fact]')).toHaveLength(7);
});

test('the line counts what it does not name; four or fewer are all named', () => {
  expect(unstatedLine(['RERA', 'water', 'pets', 'khata'])).toEqual({ line: 'Not stated yet: RERA, water, pets and khata', rest: [] });
  expect(unstatedLine(['RERA', 'water', 'pets', 'khata', 'food'])).toEqual({ line: 'Not stated yet: RERA, water, pets and 2 more', rest: ['khata', 'food'] });
  expect(unstatedLine(['water'])).toEqual({ line: 'Not stated yet: water', rest: [] });
});

test('server-rendered without script: the rest opens with a native <details>', () => {
  const html = renderToStaticMarkup(<SocietyFacts facts={[]} societyName={SOCIETY} />);
  expect(html).toContain('<details><summary>Not stated yet: RERA, water, pets and 14 more</summary>');
  expect(html).not.toContain('<script');
});
