// The rent agreement's terms and its clauses in plain English (docs/move-in.md "The rent agreement"). Pure: the
// server renders the clauses into the PDF both parties confirm (server/tenancies/agreement-pdf.ts), and a page can
// show the same words. The text depends on the terms alone, so the same terms always make the same document.
import { amountInWords, formatRsAmount } from '@/lib/amounts';
import { addCalendarDays, addCalendarMonths, formatCalendarDay, formatIndiaDay, isCalendarDate } from '@/lib/time/india';

export interface AgreementTerms {
  version: number;
  /** When this version was made: its date opens the agreement, and the PDF's dates are this instant. */
  createdAt: Date;
  tenant: { name: string; phone?: string; email?: string };
  owner: { name: string };
  /** title as the cards write it ('2 BHK · Semi-Furnished'); address is the society's address line. */
  home: { unit: string | null; title: string; societyName: string; address: string };
  rent: number;
  deposit: number;
  maintenance: { amount: number | null; included: boolean };
  /** yyyy-mm-dd: the first day of the tenancy. */
  moveInDate: string;
  termMonths: number;
  lockInMonths: number;
  noticeMonths: number;
  yearlyIncreasePercent: number;
  fittings: string[];
  /** The society's stated rules for tenants, as sentences ('Pets: Not allowed.'). */
  societyRules: string[];
  depositReturnDays: number;
}

/** One numbered clause; `text` is paragraphs and list lines ('• ...') separated by '\n'. */
export interface AgreementClause {
  heading: string;
  text: string;
}

/** The terms a new tenancy starts with (docs/move-in.md "Defaults and why"). */
export const DEFAULT_AGREEMENT = {
  termMonths: 11,
  lockInMonths: 6,
  noticeMonths: 1,
  yearlyIncreasePercent: 5,
  depositReturnDays: 30,
} as const satisfies Pick<AgreementTerms, 'termMonths' | 'lockInMonths' | 'noticeMonths' | 'yearlyIncreasePercent' | 'depositReturnDays'>;

/** Rent for a calendar month is due by this day of it. */
export const RENT_DUE_DAY = 5;
/** How far ahead the owner asks to visit. */
export const OWNER_VISIT_NOTICE_HOURS = 24;
/** Days to put a serious breach right after being told, before the other side may end the agreement early. */
export const BREACH_CURE_DAYS = 15;
/** Days within which the owner starts an urgent repair, and any other repair. */
export const URGENT_REPAIR_DAYS = 2;
export const OTHER_REPAIR_DAYS = 7;

/** Clause headings other clauses refer to by name. */
const HEADING = {
  deposit: 'Security deposit',
  repairs: 'Repairs',
  endingEarly: 'Ending early',
  fittings: 'Fittings',
} as const;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const months = (count: number) => plural(count, 'month');
const day = (date: string) => formatCalendarDay(date);
const money = (amount: number) => formatRsAmount(amount);
const moneyInWords = (amount: number) => `${money(amount)} (${amountInWords(amount)} rupees)`;
const bullets = (lines: readonly string[]) => lines.map((line) => `• ${line.trim()}`).join('\n');
/** Another clause named in the text, in typographic quotes. */
const quoted = (heading: string) => `“${heading}”`;
const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

/**
 * The rupee sign, as stated facts write it, becomes 'Rs. ': the agreement reads the same in the PDF, whose fonts
 * have no rupee sign, and on a page.
 */
export const withoutRupeeSign = (text: string) => text.replace(/₹\s?/g, 'Rs. ');

/** The last day of the tenancy: the day before its months are complete. */
export function agreementEndDate(terms: Pick<AgreementTerms, 'moveInDate' | 'termMonths'>): string {
  return addCalendarDays(addCalendarMonths(terms.moveInDate, terms.termMonths), -1);
}

/** The monthly rent through the term: each step's first day, its number of months and its rent. */
export function rentSteps(terms: Pick<AgreementTerms, 'moveInDate' | 'termMonths' | 'rent' | 'yearlyIncreasePercent'>): { from: string; months: number; rent: number }[] {
  const steps: { from: string; months: number; rent: number }[] = [];
  let rent = terms.rent;
  for (let start = 0; start < terms.termMonths; start += 12) {
    steps.push({ from: addCalendarMonths(terms.moveInDate, start), months: Math.min(12, terms.termMonths - start), rent });
    // Each year's rent is rounded to the rupee and the next year's increase is on that amount, as receipts show it.
    rent = Math.round(rent * (1 + terms.yearlyIncreasePercent / 100));
  }
  return steps;
}

function partiesClause(terms: AgreementTerms): AgreementClause {
  const contact = [terms.tenant.phone && `phone ${terms.tenant.phone}`, terms.tenant.email && `e-mail ${terms.tenant.email}`].filter(Boolean);
  const reach = contact.length ? `\nThe tenant can be reached on ${contact.join(' and ')}.` : '';
  return {
    heading: 'Parties',
    text: `This rent agreement, version ${terms.version}, made on ${formatIndiaDay(terms.createdAt)}, is between ${terms.owner.name} (the owner) and ${terms.tenant.name} (the tenant). “We” and “us” mean both of them.${reach}`,
  };
}

function homeClause(terms: AgreementTerms): AgreementClause {
  const { unit, title, societyName, address } = terms.home;
  const aHome = `${/^(8|11|18|[aeiou])/i.test(title) ? 'an' : 'a'} ${title} home`; // 'an 8 BHK', 'a 2 BHK'
  const which = unit ? `${unit}, ${aHome}` : aHome;
  return {
    heading: 'The home',
    text: `The owner lets the tenant live in ${which} in ${societyName} (the home), with the items listed under ${quoted(HEADING.fittings)} and the use of the society's common areas that residents have.\nAddress: ${address}.`,
  };
}

function termClause(terms: AgreementTerms): AgreementClause {
  const start = day(terms.moveInDate);
  const end = day(agreementEndDate(terms));
  return {
    heading: 'Term and start',
    text: `This agreement runs for ${months(terms.termMonths)}, from ${start} to ${end}, both days included. The tenant may move in on ${start}. We may renew it by agreeing a new agreement before it ends; otherwise the tenant moves out by ${end}.`,
  };
}

function rentClause(terms: AgreementTerms): AgreementClause {
  const including = terms.maintenance.included ? ", including the society's maintenance" : '';
  return {
    heading: 'Rent and when it is due',
    text:
      `The rent is ${moneyInWords(terms.rent)} a month${including}. It is paid in advance, by the ${ordinal(RENT_DUE_DAY)} of each calendar month for that month, ` +
      `by bank transfer or UPI to the account the owner names in writing; the transfer's record is the receipt. The first rent is paid on or before ${day(terms.moveInDate)}. ` +
      'For a month the tenancy covers only in part, the rent is for its days in the tenancy.',
  };
}

function depositClause(terms: AgreementTerms): AgreementClause {
  if (terms.deposit <= 0) return { heading: HEADING.deposit, text: 'No security deposit is paid.' };
  return {
    heading: HEADING.deposit,
    text:
      `The tenant pays a refundable security deposit of ${moneyInWords(terms.deposit)} on or before ${day(terms.moveInDate)}. It earns no interest and is not rent: the last months' rent is paid as usual unless we agree otherwise in writing.\n` +
      `The owner returns the deposit within ${plural(terms.depositReturnDays, 'day')} of the tenant handing back the keys, by bank transfer to the tenant's account. ` +
      'The owner may keep back only rent or bills of the tenancy still unpaid, and the cost of putting right damage beyond normal wear and tear. ' +
      'Each deduction is itemised in writing with its evidence: dated photos of the damage beside the move-in condition and the invoice for the work, or the unpaid bill.\n' +
      'Normal wear and tear is not a deduction: paint and surfaces aged by ordinary living, small marks, and fittings worn by ordinary use. Nor is a fixed charge for painting or cleaning.',
  };
}

function maintenanceClause(terms: AgreementTerms): AgreementClause {
  const { amount, included } = terms.maintenance;
  const maintenance = included
    ? "The rent includes the society's maintenance charge; the owner pays it to the association."
    : amount !== null
      ? `The tenant pays the society's maintenance charge, ${money(amount)} a month when this agreement was made, as the association bills it; a change the association makes applies from its own date.`
      : "The tenant pays the society's maintenance charge as the association bills it.";
  return {
    heading: 'Maintenance and bills',
    text:
      `${maintenance}\nThe tenant pays for the electricity, water and cooking gas used during the tenancy, by the meter or as the association bills them. ` +
      'The owner pays the property tax and any charge the association makes on owners, such as a sinking fund or a special levy.',
  };
}

function increaseClause(terms: AgreementTerms): AgreementClause {
  const heading = 'Yearly increase';
  if (terms.yearlyIncreasePercent <= 0) return { heading, text: `The rent stays at ${money(terms.rent)} a month for the whole term. A renewal may agree a new rent.` };
  const steps = rentSteps(terms);
  if (steps.length === 1) {
    const renewed = Math.round(terms.rent * (1 + terms.yearlyIncreasePercent / 100));
    return {
      heading,
      text: `The rent stays at ${money(terms.rent)} a month for this term. If we renew the agreement, the rent for the renewed term is ${terms.yearlyIncreasePercent}% more, ${money(renewed)} a month, unless we agree another figure in writing.`,
    };
  }
  const later = steps.slice(1).map((step) => `${money(step.rent)} a month from ${day(step.from)}`);
  return { heading, text: `The rent rises by ${terms.yearlyIncreasePercent}% every 12 months from the start: ${later.join(', ')}.` };
}

function lockInAndNoticeClause(terms: AgreementTerms): AgreementClause {
  const lockInMonths = Math.min(terms.lockInMonths, terms.termMonths);
  const lockInEnd = day(agreementEndDate({ moveInDate: terms.moveInDate, termMonths: lockInMonths }));
  const inWriting = 'by telling the other in writing (a message or an e-mail is enough)';
  const noticeRule = terms.noticeMonths > 0 ? `${inWriting} ${months(terms.noticeMonths)} ahead` : `${inWriting}; no notice period applies`;
  const ending =
    lockInMonths > 0
      ? `For the first ${months(lockInMonths)}, until ${lockInEnd}, neither of us ends this agreement, except as ${quoted(HEADING.endingEarly)} allows. ` +
        `If the tenant moves out before then, the tenant pays the rent up to ${lockInEnd}.\n` +
        `After that, either of us may end this agreement ${noticeRule}${terms.noticeMonths > 0 ? '; the notice may be given during the lock-in for a day after it' : ''}.`
      : `There is no lock-in period: either of us may end this agreement ${noticeRule}.`;
  const sooner = terms.noticeMonths > 0 ? ' The tenant may leave sooner than the notice allows by paying the rent for the rest of the notice period.' : '';
  return { heading: 'Lock-in and notice', text: `${ending}${sooner}` };
}

function homeUseClause(terms: AgreementTerms): AgreementClause {
  const rules = terms.societyRules.map((rule) => withoutRupeeSign(rule)).filter((rule) => rule.trim());
  const stated = rules.length
    ? `The association has stated these rules for tenants:\n${bullets(rules)}`
    : "The association had stated no rules for tenants when this agreement was made; its bye-laws apply as it gives them.";
  return {
    heading: "Use of the home and the society's rules",
    text:
      "The tenant's household lives in the home as its residence. The tenant does not sublet it or let anyone else live there in the tenant's place, does not run a business there that brings in customers or goods (working from home is fine), " +
      "and makes no change to walls, wiring or plumbing without the owner's consent in writing.\n" +
      "The tenant follows the association's bye-laws and its rules for residents. The owner gives the association what it needs to register the tenant, and the tenant gives the owner a copy of an identity document for that and for a police verification where one is asked for.\n" +
      stated,
  };
}

function fittingsClause(terms: AgreementTerms): AgreementClause {
  const items = terms.fittings.map((item) => withoutRupeeSign(item)).filter((item) => item.trim());
  const listed = items.length
    ? `The home is let with these, in working order at the start:\n${bullets(items)}`
    : 'No furniture or appliances are let with the home beyond its fixed fittings (doors, taps, lights, switches and the like).';
  return {
    heading: HEADING.fittings,
    text: `${listed}\nAt move-in we note together, with dated photos, the condition of the home and of each item and any fault found: that note is the move-in condition this agreement refers to.`,
  };
}

function repairsClause(): AgreementClause {
  return {
    heading: HEADING.repairs,
    text:
      'The owner pays for repairs to the building and what is built into it (structure, roof and walls, leaks and seepage, plumbing and wiring in the walls) and for repairing or replacing a listed item that fails from age or ordinary use. ' +
      "The tenant pays for small day-to-day upkeep (bulbs, tap washers, batteries, a blockage the household caused) and for damage the tenant's household or guests cause beyond normal wear and tear.\n" +
      `The tenant tells the owner of a fault promptly. The owner has an urgent repair (no water, no power, a leak, a main door that does not lock) started within ${plural(URGENT_REPAIR_DAYS, 'day')} of being told and any other within ${plural(OTHER_REPAIR_DAYS, 'day')}. ` +
      "If the owner does not, the tenant may, after telling the owner in writing, have it done at a fair price and take the paid invoice off the next rent, sending the owner the invoice and photos.",
  };
}

function visitsClause(): AgreementClause {
  return {
    heading: 'Visits by the owner',
    text:
      `The home is the tenant's to live in. The owner, or someone the owner sends, visits to inspect or repair only at a time agreed with the tenant and asked for at least ${OWNER_VISIT_NOTICE_HOURS} hours ahead, ` +
      'except in an emergency that cannot wait (fire, flooding, a gas leak). During the notice period the owner may show the home to people who may rent or buy it, at times agreed with the tenant.',
  };
}

function endingEarlyClause(): AgreementClause {
  return {
    heading: HEADING.endingEarly,
    text:
      `Either of us may end this agreement early, during the lock-in too, if the other seriously breaks it and does not put it right within ${plural(BREACH_CURE_DAYS, 'day')} of being told in writing what to put right: ` +
      `for example rent unpaid for more than a month after it was due, damage done on purpose, or use of the home against this agreement; or, on the owner's side, the home left without water or power or a repair left undone as ${quoted(HEADING.repairs)} requires.\n` +
      "Nobody acts outside the law to end the tenancy: the owner does not cut the water or power, change the locks or remove the tenant's things, and the tenant does not hold back rent to force a repair.",
  };
}

function movingOutClause(): AgreementClause {
  return {
    heading: 'Moving out',
    text:
      'When this agreement ends, the tenant hands back the home with every key and access card and the listed items, emptied and as clean as lived in. ' +
      `We check the home together against the move-in condition, with dated photos, and read the meters for the final bills. The owner then returns the deposit as ${quoted(HEADING.deposit)} says.`,
  };
}

function lawClause(): AgreementClause {
  return {
    heading: 'Law and disputes',
    text: 'This agreement is made under the laws in force in Karnataka, and the courts at Bengaluru hear any dispute about it. We first try to settle a disagreement between us in writing.',
  };
}

function confirmationClause(): AgreementClause {
  return {
    heading: 'Confirmation by code',
    text:
      'Each of us agrees to this agreement online with a one-time code sent to our own phone or e-mail. Each confirmation names the SHA-256 fingerprint of the draft (this agreement without the confirmations), its time and the internet address it came from; ' +
      'they are listed at the end of the confirmed copy. Any change to the text makes a new version, which both of us agree to again.\n' +
      'A confirmation by code records our consent; it is not an Aadhaar e-sign. Paying the stamp duty and, where we choose or the law requires, registering this agreement with the sub-registrar are for us to do.',
  };
}

/** The agreement's clauses in order; the PDF numbers them from 1. */
export function agreementClauses(terms: AgreementTerms): AgreementClause[] {
  if (!isCalendarDate(terms.moveInDate)) throw new RangeError(`The move-in date is not a calendar date: ${terms.moveInDate}`);
  return [
    partiesClause(terms),
    homeClause(terms),
    termClause(terms),
    rentClause(terms),
    depositClause(terms),
    maintenanceClause(terms),
    increaseClause(terms),
    lockInAndNoticeClause(terms),
    homeUseClause(terms),
    fittingsClause(terms),
    repairsClause(),
    visitsClause(),
    endingEarlyClause(),
    movingOutClause(),
    lawClause(),
    confirmationClause(),
  ];
}
