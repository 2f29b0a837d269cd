// The stamp duty a Karnataka rent agreement pays, estimated, and the steps to e-stamp and register it
// (docs/move-in.md "Stamp duty and registration"). GHomes neither stamps nor registers an agreement: this tells the
// parties roughly what to expect; Kaveri Online Services shows the amount they actually pay.
import { formatRsAmount } from '@/lib/amounts';
import { rentSteps, type AgreementTerms } from './agreement';

export interface StampDutySlab {
  /** The longest term of the slab, in months (up to 1 year is 12). */
  upToMonths: number;
  /** Percent of the base: the average annual rent plus the deposit (and any premium or fine). */
  percent: number;
  /** The most it can be, in rupees, or null for no cap. */
  cap: number | null;
  label: string;
}

/**
 * Article 30 (lease) of the Schedule to the Karnataka Stamp Act, 1957, as the Department of Stamps and Registration's
 * table 'Levy of stamp duty and registration fee on some important documents' states it for residential leases.
 * Checked against that table's wording as published in 2024; not re-checked since, hence `asOf`.
 */
export const KARNATAKA_LEASE_STAMP_DUTY = {
  source: 'Karnataka Stamp Act, 1957, Schedule, Article 30 (lease), as tabled by the Department of Stamps and Registration, Karnataka',
  asOf: '2024',
  slabs: [
    { upToMonths: 12, percent: 0.5, cap: 500, label: 'Residential lease of up to 1 year' },
    { upToMonths: 120, percent: 1, cap: null, label: 'Lease of more than 1 year, up to 10 years' },
    { upToMonths: 240, percent: 2, cap: null, label: 'Lease of more than 10 years, up to 20 years' },
    { upToMonths: 360, percent: 3, cap: null, label: 'Lease of more than 20 years, up to 30 years' },
  ] satisfies StampDutySlab[],
} as const;

export const STAMP_DUTY_NOTE = 'An estimate: check on Kaveri Online before you pay.';

export interface StampDutyEstimate {
  amount: number;
  /** How the amount was reached, in words with the figures. */
  basis: string;
  source: string;
  asOf: string;
  note: string;
}

type StampDutyTerms = Pick<AgreementTerms, 'rent' | 'deposit' | 'termMonths' | 'moveInDate' | 'yearlyIncreasePercent'>;

/**
 * The average annual rent the duty is reckoned on: the rent of the whole term over its years, and for a term
 * under a year the rent of the whole term (there is no fuller year to average).
 */
export function averageAnnualRent(terms: StampDutyTerms): number {
  const total = rentSteps(terms).reduce((sum, step) => sum + step.rent * step.months, 0);
  return Math.round((total * 12) / Math.max(terms.termMonths, 12));
}

/** The estimate's words in English; a page in another language hands `estimateStampDuty` its own `say` over the keys. */
export const STAMP_DUTY_WORDS = {
  // The slabs' labels above, by their longest term.
  slab12: 'Residential lease of up to 1 year',
  slab120: 'Lease of more than 1 year, up to 10 years',
  slab240: 'Lease of more than 10 years, up to 20 years',
  slab360: 'Lease of more than 20 years, up to 30 years',
  basis: '{slab}: {percent}% of {base} ({rentLabel}, {rent}, plus the deposit, {deposit}){capped}.',
  rentForMonths: 'the rent for {months} months',
  averageAnnualRent: 'the average annual rent',
  capped: ', at most {cap}',
  note: STAMP_DUTY_NOTE,
  uncertaintyCapped: 'Older versions of the table reckon this slab on the rent alone, without the deposit; with the {cap} cap the duty is the same for most rents. Registration, if you register, has its own fee.',
  uncertainty: 'The rent is reckoned here without maintenance paid to the association; the sub-registrar may value it otherwise. Registration has its own fee.',
} as const;

export type StampDutyWord = keyof typeof STAMP_DUTY_WORDS;
export type StampDutySay = (word: StampDutyWord, values?: Record<string, string | number>) => string;

const stampDutyInEnglish: StampDutySay = (word, values = {}) => STAMP_DUTY_WORDS[word].replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

/** The stamp duty of a residential rent agreement in Karnataka, estimated from its terms. */
export function estimateStampDuty(terms: StampDutyTerms, say: StampDutySay = stampDutyInEnglish): StampDutyEstimate {
  const slab = KARNATAKA_LEASE_STAMP_DUTY.slabs.find((candidate) => terms.termMonths <= candidate.upToMonths);
  if (!slab || terms.termMonths < 1) throw new RangeError(`No stamp duty slab for a term of ${terms.termMonths} months: leases over 30 years pay on the home's market value`);
  const rent = averageAnnualRent(terms);
  const base = rent + terms.deposit;
  // Duty is whole rupees; part of a rupee is rounded up, as the treasury collects it.
  const byPercent = Math.ceil((base * slab.percent) / 100);
  const amount = slab.cap === null ? byPercent : Math.min(byPercent, slab.cap);
  const rentLabel = terms.termMonths < 12 ? say('rentForMonths', { months: terms.termMonths }) : say('averageAnnualRent');
  const capped = slab.cap !== null && byPercent > slab.cap ? say('capped', { cap: formatRsAmount(slab.cap) }) : '';
  const slabLabel = say(`slab${slab.upToMonths}` as StampDutyWord);
  return {
    amount,
    basis: say('basis', { slab: slabLabel, percent: slab.percent, base: formatRsAmount(base), rentLabel, rent: formatRsAmount(rent), deposit: formatRsAmount(terms.deposit), capped }),
    source: KARNATAKA_LEASE_STAMP_DUTY.source,
    asOf: KARNATAKA_LEASE_STAMP_DUTY.asOf,
    note: `${say('note')} ${uncertainty(slab, say)}`,
  };
}

/** What the table leaves open for this slab, said rather than guessed. */
function uncertainty(slab: StampDutySlab, say: StampDutySay): string {
  if (slab.cap !== null) return say('uncertaintyCapped', { cap: formatRsAmount(slab.cap) });
  return say('uncertainty');
}

/** The steps to e-stamp and register, for the page and docs/move-in.md. */
export const STAMP_AND_REGISTER_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Both of you confirm the same version',
    text: 'The tenant and the owner each confirm the draft with a code. That version is the one you stamp: any change makes a new version to confirm again.',
  },
  {
    title: 'Buy the e-stamp',
    text: "Pay the stamp duty for a lease (Article 30) on Kaveri Online Services, or at a Stock Holding (SHCIL) e-stamp centre or an authorised bank or vendor. Name the owner as first party and the tenant as second party, and give the rent and deposit: the e-stamp certificate shows the amount paid.",
  },
  {
    title: 'Print and sign',
    text: 'Print the agreement with the e-stamp certificate as its first page. The owner and the tenant sign every page, with two witnesses who sign and write their names and addresses.',
  },
  {
    title: 'Register it if it is for more than a year',
    text: 'A lease for more than a year must be registered; an 11-month agreement need not be, though a registered one is stronger evidence. Enter the document on Kaveri Online Services, pay the registration fee and book a slot at the sub-registrar office for the home\'s area.',
  },
  {
    title: 'At the sub-registrar',
    text: 'The owner, the tenant and the two witnesses go with the signed agreement, the e-stamp and their identity documents. Photos and thumb impressions are taken; the registered agreement can then be downloaded from Kaveri Online Services.',
  },
];
