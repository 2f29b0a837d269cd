/** @jest-environment node */
// The rent agreement's clauses and the stamp duty estimate (lib/tenancies, docs/move-in.md): the defaults, the
// figures each clause states, the society's rules carried into the agreement, and the Karnataka slabs.
import { agreementClauses, agreementEndDate, DEFAULT_AGREEMENT, rentSteps, type AgreementTerms } from '@/lib/tenancies/agreement';
import { averageAnnualRent, estimateStampDuty, KARNATAKA_LEASE_STAMP_DUTY, STAMP_AND_REGISTER_STEPS, STAMP_DUTY_NOTE, STAMP_DUTY_WORDS, type StampDutySay } from '@/lib/tenancies/stamp-duty';
import { ENGLISH_MESSAGES } from '@/lib/i18n/english';
import { translatorFor } from '@/server/i18n/translator';
import { agreementTerms } from '../helpers/agreement-terms';

const clauseText = (terms: AgreementTerms, heading: string) => {
  const clause = agreementClauses(terms).find((candidate) => candidate.heading === heading);
  if (!clause) throw new Error(`No clause '${heading}'`);
  return clause.text;
};

describe('DEFAULT_AGREEMENT', () => {
  it('is the usual Bangalore agreement: 11 months, 6 locked in, a month of notice, 5% a year, the deposit back in 30 days', () => {
    expect(DEFAULT_AGREEMENT).toEqual({ termMonths: 11, lockInMonths: 6, noticeMonths: 1, yearlyIncreasePercent: 5, depositReturnDays: 30 });
  });
});

describe('agreementClauses', () => {
  it('has every clause, in order', () => {
    expect(agreementClauses(agreementTerms()).map((clause) => clause.heading)).toEqual([
      'Parties',
      'The home',
      'Term and start',
      'Rent and when it is due',
      'Security deposit',
      'Maintenance and bills',
      'Yearly increase',
      'Lock-in and notice',
      "Use of the home and the society's rules",
      'Fittings',
      'Repairs',
      'Visits by the owner',
      'Ending early',
      'Moving out',
      'Law and disputes',
      'Confirmation by code',
    ]);
  });

  it('states the defaults with their dates', () => {
    const terms = agreementTerms();
    expect(clauseText(terms, 'Parties')).toContain('version 1, made on 20 Nov 2026, is between Ravi Kumar (the owner) and Asha Rao (the tenant)');
    expect(clauseText(terms, 'Parties')).toContain('phone +91 98450 12345 and e-mail asha@example.com');
    expect(clauseText(terms, 'Term and start')).toContain('runs for 11 months, from 1 Dec 2026 to 31 Oct 2027');
    expect(clauseText(terms, 'Rent and when it is due')).toContain('Rs. 45,000 (forty-five thousand rupees) a month');
    expect(clauseText(terms, 'Rent and when it is due')).toContain('by the 5th of each calendar month');
    expect(clauseText(terms, 'Security deposit')).toContain('Rs. 2,25,000 (two lakh twenty-five thousand rupees)');
    expect(clauseText(terms, 'Security deposit')).toContain('within 30 days of the tenant handing back the keys');
    expect(clauseText(terms, 'Security deposit')).toContain('Normal wear and tear is not a deduction');
    expect(clauseText(terms, 'Yearly increase')).toContain('5% more, Rs. 47,250 a month');
    expect(clauseText(terms, 'Lock-in and notice')).toContain('For the first 6 months, until 31 May 2027');
    expect(clauseText(terms, 'Lock-in and notice')).toContain('1 month ahead');
  });

  it("carries the society's stated rules, the rupee sign written as Rs.", () => {
    const text = clauseText(agreementTerms(), "Use of the home and the society's rules");
    expect(text).toContain('The association has stated these rules for tenants:\n• Pets: Not allowed.\n• Move-in fee: Rs. 2,000.');
    expect(text).not.toContain('₹');
  });

  it('says so when the society stated no rules, and when nothing is let with the home', () => {
    const terms = agreementTerms({ societyRules: [], fittings: [] });
    expect(clauseText(terms, "Use of the home and the society's rules")).toContain('The association had stated no rules for tenants');
    expect(clauseText(terms, 'Fittings')).toContain('No furniture or appliances are let with the home');
  });

  it('lists the fittings', () => {
    expect(clauseText(agreementTerms(), 'Fittings')).toContain('in working order at the start:\n• Fridge\n• Washing machine');
  });

  it('follows the maintenance as the listing states it', () => {
    expect(clauseText(agreementTerms({ maintenance: { amount: null, included: true } }), 'Maintenance and bills')).toContain("The rent includes the society's maintenance charge");
    expect(clauseText(agreementTerms({ maintenance: { amount: null, included: true } }), 'Rent and when it is due')).toContain("a month, including the society's maintenance");
    expect(clauseText(agreementTerms({ maintenance: { amount: null, included: false } }), 'Maintenance and bills')).toContain("The tenant pays the society's maintenance charge as the association bills it");
    expect(clauseText(agreementTerms(), 'Maintenance and bills')).toContain('Rs. 4,500 a month when this agreement was made');
  });

  it('writes a home without a unit number, a term of two years and no lock-in', () => {
    const terms = agreementTerms({ home: { ...agreementTerms().home, unit: null }, termMonths: 24, lockInMonths: 0, noticeMonths: 2 });
    expect(clauseText(terms, 'The home')).toContain('live in a 2 BHK · Semi-Furnished home in Prestige Lakeside Habitat');
    expect(clauseText(agreementTerms({ home: { ...agreementTerms().home, title: '8 BHK · Furnished' } }), 'The home')).toContain('A-1203, an 8 BHK · Furnished home');
    expect(clauseText(terms, 'Yearly increase')).toBe('The rent rises by 5% every 12 months from the start: Rs. 47,250 a month from 1 Dec 2027.');
    expect(clauseText(terms, 'Lock-in and notice')).toMatch(/^There is no lock-in period: either of us may end this agreement by telling the other in writing .* 2 months ahead\./);
  });

  it('has no deposit clause figures without a deposit, and no increase at 0%', () => {
    expect(clauseText(agreementTerms({ deposit: 0 }), 'Security deposit')).toBe('No security deposit is paid.');
    expect(clauseText(agreementTerms({ yearlyIncreasePercent: 0 }), 'Yearly increase')).toBe('The rent stays at Rs. 45,000 a month for the whole term. A renewal may agree a new rent.');
  });

  it('refuses a move-in date that is not a date', () => {
    expect(() => agreementClauses(agreementTerms({ moveInDate: '2026-02-30' }))).toThrow(RangeError);
  });

  it('is the same text for the same terms', () => {
    expect(agreementClauses(agreementTerms())).toEqual(agreementClauses(agreementTerms()));
  });
});

describe('the term', () => {
  it('ends the day before its months are complete', () => {
    expect(agreementEndDate({ moveInDate: '2026-12-01', termMonths: 11 })).toBe('2027-10-31');
    expect(agreementEndDate({ moveInDate: '2027-03-01', termMonths: 12 })).toBe('2028-02-29');
  });

  it('raises the rent each 12 months, on the rounded rent of the year before', () => {
    expect(rentSteps({ moveInDate: '2026-12-01', termMonths: 36, rent: 45_000, yearlyIncreasePercent: 5 })).toEqual([
      { from: '2026-12-01', months: 12, rent: 45_000 },
      { from: '2027-12-01', months: 12, rent: 47_250 },
      { from: '2028-12-01', months: 12, rent: 49_613 },
    ]);
  });
});

describe('estimateStampDuty', () => {
  it('an 11-month agreement pays 0.5% of the rent for the term and the deposit, at most Rs. 500', () => {
    const estimate = estimateStampDuty(agreementTerms());
    expect(estimate.amount).toBe(500);
    expect(estimate.basis).toBe(
      'Residential lease of up to 1 year: 0.5% of Rs. 7,20,000 (the rent for 11 months, Rs. 4,95,000, plus the deposit, Rs. 2,25,000), at most Rs. 500.',
    );
    expect(estimate.source).toContain('Karnataka Stamp Act, 1957');
    expect(estimate.asOf).toBe('2024');
    expect(estimate.note.startsWith(STAMP_DUTY_NOTE)).toBe(true);
    expect(STAMP_DUTY_NOTE).toBe('An estimate: check on Kaveri Online before you pay.');
  });

  it('a small agreement stays under the cap, rounded up to the rupee', () => {
    // 0.5% of (3,333 x 11 + 10,001) = 0.5% of 46,664 = 233.32
    expect(estimateStampDuty(agreementTerms({ rent: 3_333, deposit: 10_001 })).amount).toBe(234);
  });

  it('12 months is still the first slab', () => {
    expect(estimateStampDuty(agreementTerms({ termMonths: 12 })).amount).toBe(500);
  });

  it('a two-year agreement pays 1% of the average annual rent and the deposit, without a cap', () => {
    const terms = agreementTerms({ termMonths: 24 });
    // 12 x 45,000 and 12 x 47,250 over two years: 5,53,500 a year; plus 2,25,000 = 7,78,500; 1% = 7,785
    expect(averageAnnualRent(terms)).toBe(553_500);
    expect(estimateStampDuty(terms)).toMatchObject({ amount: 7_785, basis: expect.stringContaining('Lease of more than 1 year, up to 10 years: 1% of Rs. 7,78,500') });
  });

  it('refuses a term no slab covers', () => {
    expect(() => estimateStampDuty(agreementTerms({ termMonths: 0 }))).toThrow(RangeError);
    expect(() => estimateStampDuty(agreementTerms({ termMonths: 361 }))).toThrow(RangeError);
  });
});

describe('STAMP_AND_REGISTER_STEPS', () => {
  it('names the e-stamp, the signatures and the sub-registrar, in that order', () => {
    expect(STAMP_AND_REGISTER_STEPS.map((step) => step.title)).toEqual([
      'Both of you confirm the same version',
      'Buy the e-stamp',
      'Print and sign',
      'Register it if it is for more than a year',
      'At the sub-registrar',
    ]);
  });
});

describe('stamp duty in the page language', () => {
  const sayIn = (locale: 'en' | 'kn'): StampDutySay => {
    const t = translatorFor(locale, 'tenancy');
    return (word, values) => t(`stampDuty.words.${word}` as never, values);
  };
  test('the English messages give the estimate word for word, and the steps read as the lib lists them', () => {
    for (const terms of [agreementTerms(), agreementTerms({ termMonths: 12 }), agreementTerms({ termMonths: 36 }), agreementTerms({ termMonths: 6 })]) {
      expect(estimateStampDuty(terms, sayIn('en'))).toEqual(estimateStampDuty(terms));
    }
    const steps = ENGLISH_MESSAGES.tenancy.stampDuty.steps;
    expect(Object.values(steps)).toEqual(STAMP_AND_REGISTER_STEPS);
  });
  test('Kannada', () => {
    expect(estimateStampDuty(agreementTerms({ termMonths: 36 }), sayIn('kn')).basis).toContain('1 ವರ್ಷಕ್ಕಿಂತ ಹೆಚ್ಚು, 10 ವರ್ಷದವರೆಗಿನ ಗುತ್ತಿಗೆ');
  });
});

test("each stamp duty slab's label is the one its words name", () => {
  for (const slab of KARNATAKA_LEASE_STAMP_DUTY.slabs) expect(STAMP_DUTY_WORDS[`slab${slab.upToMonths}` as keyof typeof STAMP_DUTY_WORDS]).toBe(slab.label);
});
