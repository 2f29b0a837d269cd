// The listings desk's words around 'Rented': what the dialog says before the save, and the toast that counts what
// letting the home did (components/ops/listings/listing-labels.ts).
import { RENTED_CONSEQUENCES, savedText } from '@/components/ops/listings/listing-labels';

test('an ordinary save says only that it saved', () => {
  expect(savedText(null)).toBe('Listing saved');
});

test('a save as Rented counts the visits, offers and people, in the singular where it is one', () => {
  expect(savedText({ cancelledVisits: 2, declinedOffers: 1, toldHearts: 3, closedLinks: 2 })).toBe('Listing saved as Rented: 2 visits cancelled, 1 offer declined, 3 people who saved it told.');
  expect(savedText({ cancelledVisits: 1, declinedOffers: 0, toldHearts: 1, closedLinks: 0 })).toBe('Listing saved as Rented: 1 visit cancelled, 0 offers declined, 1 person who saved it told.');
});

test('the dialog names every consequence before the save', () => {
  for (const consequence of ['cancels its upcoming visits', 'gate passes stop working', 'declines its live offers', 'tells the people who saved it', 'closes the owner’s open links']) {
    expect(RENTED_CONSEQUENCES).toContain(consequence);
  }
});
