// The offer sheet's steps in the tenant's language: the tips and the credits on the guidelines, and the sentence
// read back before an offer goes out, with the ₹ figures and the date kept as they are.
import { render, screen } from '@testing-library/react';
import { OfferCreditsCard } from '@/components/offers/offer-credits-card';
import { OfferGuidelines } from '@/components/offers/offer-guidelines';
import { OfferReview } from '@/components/offers/offer-review';
import { withCopy } from '@/tests/helpers/copy';

const values = { offered_rent: '40000', offered_security_deposit: '150000', movein_date: '2026-12-14', extra_fittings_requested: '', message: '' };

test('the guidelines in Kannada: the tips, the final note and the credits left', () => {
  render(withCopy(<OfferGuidelines credits={{ used: 1, total: 3, left: 2 }} />, ['offers'], 'kn'));
  expect(screen.getByText('ನ್ಯಾಯಯುತ ಬಾಡಿಗೆ ಆಫರ್ ಮಾಡಿ')).toBeInTheDocument();
  expect(screen.getByRole('note')).toHaveTextContent('ಆಫರ್‌ಗಳು ಅಂತಿಮ; ಕಳುಹಿಸಿದ ನಂತರ ಬದಲಿಸಲು ಆಗುವುದಿಲ್ಲ.');
  expect(screen.getByTestId('offer-credits-note')).toHaveTextContent('ಈ ಆಫರ್ ನಿಮ್ಮ 3 ಉಚಿತ ಆಫರ್ ಕ್ರೆಡಿಟ್‌ಗಳಲ್ಲಿ 1 ಅನ್ನು ಬಳಸುತ್ತದೆ (2 ಉಳಿದಿವೆ).');
});

test('the English guidelines read as before, the plan message once the credits are used', () => {
  render(withCopy(<OfferGuidelines credits={{ used: 3, total: 3, left: 0 }} />, ['offers']));
  expect(screen.getByTestId('offer-credits-note')).toHaveTextContent('You have used your 3 free offers. More offers need a plan, which is coming soon.');
});

test('the review in Hindi and in English', () => {
  const { unmount } = render(withCopy(<OfferReview values={values} pending={false} onEdit={jest.fn()} onSend={jest.fn()} />, ['offers'], 'hi'));
  expect(screen.getByTestId('offer-summary')).toHaveTextContent('आपका ऑफ़र: ₹40,000 महीना, ₹1,50,000 डिपॉज़िट, 14 Dec 2026 को शिफ़्ट होना। ऑफ़र अंतिम होते हैं।');
  expect(screen.getByRole('button', { name: 'ऑफ़र भेजें' })).toBeInTheDocument();
  unmount();
  render(withCopy(<OfferReview values={values} pending={false} onEdit={jest.fn()} onSend={jest.fn()} />, ['offers']));
  expect(screen.getByTestId('offer-summary')).toHaveTextContent('You offer ₹40,000 a month, ₹1,50,000 deposit, moving in 14 Dec 2026. Offers are final.');
});

test('the offer credits card in English as before, and in Kannada', () => {
  const { unmount } = render(withCopy(<OfferCreditsCard credits={{ used: 3, total: 3, left: 0 }} />, ['offers']));
  expect(screen.getByTestId('credits-offers')).toHaveTextContent('Offer Credits0 of 3 left3 used · each offer to an owner uses 1 credit · more offers with a plan, coming soonYour offers');
  unmount();
  render(withCopy(<OfferCreditsCard credits={{ used: 1, total: 3, left: 2 }} />, ['offers'], 'kn'));
  expect(screen.getByTestId('credits-offers')).toHaveTextContent('1 ಬಳಸಲಾಗಿದೆ · ಮಾಲೀಕರಿಗೆ ಕಳುಹಿಸುವ ಪ್ರತಿ ಆಫರ್‌ಗೆ 1 ಕ್ರೆಡಿಟ್');
  expect(screen.getByRole('button', { name: 'ನಿಮ್ಮ ಆಫರ್‌ಗಳು' })).toBeInTheDocument();
});
