// The owner's offer message: the terms and the link in every form, the owner's first name only, nothing of the
// tenant beyond the terms.
import { ownerOfferSubject, ownerOfferText, ownerOfferWhatsApp } from '@/emails/owner-offer';

const props = {
  ownerName: 'Ravi Kumar',
  societyName: 'Acme Lakeside',
  propertyTitle: '2 BHK · Semi-Furnished',
  offeredRent: 40000,
  offeredDeposit: 120000,
  moveinDate: '2026-12-05',
  link: 'https://ghomes.in/owner/abc.def.ghi',
  linkExpires: '2026-12-04',
  brandName: 'GHomes',
  siteUrl: 'https://ghomes.in',
};

test('subject, text and WhatsApp carry the terms, the link and its last day', () => {
  expect(ownerOfferSubject(props)).toBe('A rental offer for your 2 BHK · Semi-Furnished at Acme Lakeside');
  for (const body of [ownerOfferText(props), ownerOfferWhatsApp(props)]) {
    expect(body).toContain('Hi Ravi,');
    expect(body).not.toContain('Kumar');
    expect(body).toContain('₹40,000');
    expect(body).toContain('5 Dec 2026');
    expect(body).toContain('https://ghomes.in/owner/abc.def.ghi\n');
    expect(body).toContain('4 Dec 2026');
  }
});

test('the asking terms stand beside the offered ones, with the unit and what the tenant wrote, each note on one line', () => {
  const full = { ...props, unit: 'B-1204', askingRent: 42000, askingDeposit: 150000, extraFittings: 'Curtain rods', message: 'We are three.\nCan we move in early?' };
  for (const body of [ownerOfferText(full), ownerOfferWhatsApp(full)]) {
    expect(body).toContain('Home: B-1204 (2 BHK · Semi-Furnished), Acme Lakeside');
    expect(body).toContain('Offered rent: ₹40 K (₹40,000) per month (you ask ₹42 K (₹42,000))');
    expect(body).toContain('Security deposit: ₹1.20 L (₹1,20,000) (you ask ₹1.50 L (₹1,50,000))');
    expect(body).toContain('Extra fittings asked for: Curtain rods\n');
    expect(body).toContain('Message from the tenant: We are three. Can we move in early?\n');
  }
});

test('a message queued before the asking terms and notes were carried shows none of them', () => {
  for (const body of [ownerOfferText(props), ownerOfferWhatsApp(props)]) {
    expect(body).toContain('Home: 2 BHK · Semi-Furnished, Acme Lakeside');
    expect(body).not.toContain('you ask');
    expect(body).not.toContain('Message from the tenant');
  }
});
