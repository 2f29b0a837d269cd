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
