import { homeMatchLabel, homeMatchText, priceRangeText } from '@/lib/search/card-price';

describe('result card prices', () => {
  it('writes a range, one amount when both ends read the same, nothing without listings', () => {
    expect(priceRangeText({ min: 15_000, max: 48_000 })).toBe('₹15 K – ₹48 K');
    expect(priceRangeText({ min: 15_000_000, max: 15_000_000 })).toBe('₹1.50 Cr');
    expect(priceRangeText(null)).toBeNull();
  });

  it('writes the cheapest matching home with its bedrooms', () => {
    expect(homeMatchText({ listing: 'rent', amount: 34_500, bhk: '3 BHK' })).toBe('From ₹34.50 K for 3 BHK');
    expect(homeMatchText({ listing: 'rent', amount: 48_000, bhk: '2.5 BHK' })).toBe('From ₹48 K for 2.5 BHK');
    expect(homeMatchText({ listing: 'sale', amount: 12_500_000, bhk: '3 BHK' })).toBe('From ₹1.25 Cr for 3 BHK');
    expect(homeMatchText({ listing: 'rent', amount: 34_500, bhk: null })).toBe('From ₹34.50 K');
  });

  it('in English, given the language, writes the same figures alone', () => {
    expect(priceRangeText({ min: 15_000, max: 48_000 }, 'en')).toBe('₹15 K – ₹48 K');
    expect(homeMatchText({ listing: 'rent', amount: 34_500, bhk: '3 BHK' }, undefined, 'en')).toBe('From ₹34.50 K for 3 BHK');
  });

  it('in Kannada and Hindi, puts the amount in words beside each figure', () => {
    expect(priceRangeText({ min: 15_000, max: 1_50_000 }, 'kn')).toBe('₹15 K (15 ಸಾವಿರ) – ₹1.50 L (1.5 ಲಕ್ಷ)');
    expect(priceRangeText({ min: 15_000_000, max: 15_000_000 }, 'hi')).toBe('₹1.50 Cr (1.5 करोड़)');
    // The words follow the figure's rounding: ₹99,999 reads '₹1 L', so its words are '1 ಲಕ್ಷ'.
    expect(priceRangeText({ min: 99_999, max: 99_999 }, 'kn')).toBe('₹1 L (1 ಲಕ್ಷ)');
  });

  it('labels the amount by the kind of listing searched', () => {
    expect(homeMatchLabel({ listing: 'rent', amount: 1, bhk: null })).toBe('Rent / month');
    expect(homeMatchLabel({ listing: 'sale', amount: 1, bhk: null })).toBe('Buy');
  });
});
