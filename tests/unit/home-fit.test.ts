/** @jest-environment node */
// The owner's preferred tenant and pets rule against the tenant profile (lib/tenant/home-fit.ts): a note for each
// mismatch, none when everything fits, the owner's preferences as they stand when there is no profile.
import { homeFitNotes, ownerPrefersSentence } from '@/lib/tenant/home-fit';

const family = { tenant_type: 'Family', has_pet: false } as const;

describe('homeFitNotes', () => {
  it('tells a family that the owner prefers bachelors', () => {
    expect(homeFitNotes({ preferredTenants: ['Bachelors'], petsAllowed: true }, family)).toEqual([
      'The owner prefers bachelors; your tenant profile says Family.',
    ]);
  });

  it('names every preference the family is not, and the company lease in words', () => {
    expect(homeFitNotes({ preferredTenants: ['Bachelors', 'Company'], petsAllowed: true }, family)).toEqual([
      'The owner prefers bachelors or a company lease; your tenant profile says Family.',
    ]);
  });

  it('says nothing when one of the preferences fits, or the owner names no one (Any, or an empty list)', () => {
    expect(homeFitNotes({ preferredTenants: ['Family', 'Company'], petsAllowed: true }, family)).toEqual([]);
    expect(homeFitNotes({ preferredTenants: ['Any'], petsAllowed: true }, family)).toEqual([]);
    expect(homeFitNotes({ preferredTenants: ['Bachelors', 'Any'], petsAllowed: true }, family)).toEqual([]);
    expect(homeFitNotes({ preferredTenants: [], petsAllowed: true }, family)).toEqual([]);
  });

  it('counts single people and unmarried couples as bachelors, a corporate guesthouse as a company lease', () => {
    const bachelorsOnly = { preferredTenants: ['Bachelors'], petsAllowed: true };
    for (const tenant_type of ['Single', 'Bachelors-Girls', 'Bachelors-Boys', 'Unmarried Couple'] as const) {
      expect(homeFitNotes(bachelorsOnly, { tenant_type, has_pet: false })).toEqual([]);
    }
    expect(homeFitNotes(bachelorsOnly, { tenant_type: 'Corporate Guesthouse', has_pet: false })).toEqual([
      'The owner prefers bachelors; your tenant profile says Corporate Guesthouse.',
    ]);
    expect(homeFitNotes({ preferredTenants: ['Company'], petsAllowed: true }, { tenant_type: 'Corporate Guesthouse', has_pet: false })).toEqual([]);
    expect(homeFitNotes({ preferredTenants: ['Family'], petsAllowed: true }, { tenant_type: 'Bachelors-Boys', has_pet: false })).toEqual([
      'The owner prefers families; your tenant profile says Bachelors-Boys.',
    ]);
  });

  it('tells a tenant with a pet that the owner does not allow pets, and no one else', () => {
    const noPets = { preferredTenants: ['Any'], petsAllowed: false };
    expect(homeFitNotes(noPets, { ...family, has_pet: true })).toEqual(['The owner does not allow pets; your tenant profile says you have one.']);
    expect(homeFitNotes(noPets, family)).toEqual([]);
    expect(homeFitNotes({ preferredTenants: ['Any'], petsAllowed: true }, { ...family, has_pet: true })).toEqual([]);
  });

  it('gives both notes, tenant first, when neither fits', () => {
    expect(homeFitNotes({ preferredTenants: ['Bachelors'], petsAllowed: false }, { ...family, has_pet: true })).toEqual([
      'The owner prefers bachelors; your tenant profile says Family.',
      'The owner does not allow pets; your tenant profile says you have one.',
    ]);
  });

  it('without a tenant profile, says what the owner states as it stands', () => {
    expect(homeFitNotes({ preferredTenants: ['Bachelors'], petsAllowed: false }, null)).toEqual(['The owner prefers bachelors.', 'The owner does not allow pets.']);
    expect(homeFitNotes({ preferredTenants: ['Any'], petsAllowed: true }, null)).toEqual([]);
  });

  it('has nothing to say about a home without owner preferences (a sale)', () => {
    expect(homeFitNotes(null, family)).toEqual([]);
    expect(homeFitNotes(undefined, null)).toEqual([]);
  });
});

describe('ownerPrefersSentence', () => {
  it("reads 'The owner prefers bachelors', and an unknown value lower-cased as it is", () => {
    expect(ownerPrefersSentence(['Bachelors'])).toBe('The owner prefers bachelors');
    expect(ownerPrefersSentence(['Family', 'Students'])).toBe('The owner prefers families or students');
  });
});
