import { FILTER_BUILDERS } from '@/lib/catalog';
import { searchDescription, searchHeading } from '@/lib/search/describe';
import { parseSearchParams } from '@/lib/search/query';

const prestige = FILTER_BUILDERS.find((builder) => builder.name === 'Prestige')!.id;
const sobha = FILTER_BUILDERS.find((builder) => builder.name === 'Sobha')!.id;
const heading = (query: string, names?: (id: string) => string | undefined) => searchHeading(parseSearchParams(new URLSearchParams(query)), names);

describe('/search headings', () => {
  it('names the builder and status a quick chip searched for', () => {
    expect(heading(`type=filtered&zone=Bengaluru+South&builders=${prestige}`)).toBe('Gated societies by Prestige in Bengaluru South');
    expect(heading('type=filtered&zone=Bengaluru+South&statuses=Ready+to+Move-in')).toBe('Ready to Move-in gated societies in Bengaluru South');
    expect(heading(`type=filtered&statuses=New+Launch&projectStatuses=Under+Construction&categories=Luxury&builders=${prestige},${sobha}`)).toBe(
      'New Launch or Under Construction Luxury gated societies by Prestige or Sobha',
    );
  });

  it('a status chosen both ways is named once', () => {
    expect(heading('type=filtered&statuses=New+Launch&projectStatuses=New+Launch')).toBe('New Launch gated societies');
  });

  it('names a builder the filter list does not know through the given names, and skips one it cannot name', () => {
    const other = '0b7c2d4e-1111-4222-8333-944455566677';
    expect(heading(`type=filtered&builders=${other}`, (id) => (id === other ? 'Shobha Homes' : undefined))).toBe('Gated societies by Shobha Homes');
    expect(heading(`type=filtered&builders=${other}`)).toBe('Gated societies');
  });

  it('keeps the plain headings and the homes asked for', () => {
    expect(heading('type=filtered&zone=Bengaluru+South')).toBe('Gated societies in Bengaluru South');
    expect(heading('type=Location&q=Whitefield')).toBe('Gated societies in Whitefield');
    expect(heading('type=filtered&zone=Bengaluru+East&statuses=New+Launch&q=lake')).toBe('Societies matching “lake”');
    expect(heading(`type=filtered&builders=${prestige}&bhk=3&maxBudget=50000`)).toBe('Gated societies by Prestige with a 3 BHK for rent under ₹50 K');
  });

  it('names the rules for tenants the societies must state, in every kind of search', () => {
    expect(heading('type=filtered&zone=Bengaluru+South&rules=pets')).toBe('Gated societies that allow pets in Bengaluru South');
    expect(heading(`type=filtered&rules=bachelors,pets&builders=${prestige}&bhk=3`)).toBe('Gated societies that allow bachelors and pets by Prestige with a 3 BHK for rent');
    expect(heading('type=Location&q=Whitefield&rules=bachelors')).toBe('Gated societies that allow bachelors in Whitefield');
    expect(heading('type=filtered&q=lake&rules=pets')).toBe('Societies that allow pets matching “lake”');
    expect(heading('type=general&rules=pets')).toBe('All gated societies that allow pets');
  });

  it('describes the page with the same heading', () => {
    expect(searchDescription(parseSearchParams(new URLSearchParams(`type=filtered&builders=${prestige}`)), 3)).toMatch(/^Gated societies by Prestige: 3 found/);
  });
});
