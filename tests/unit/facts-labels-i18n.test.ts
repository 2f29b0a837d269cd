// The texts lib/ builds for the society and properties pages, in Kannada and Hindi through the `facts` messages,
// and in English exactly as before: with the English messages and without any translate function alike.
import { AMENITY_GROUPS, AMENITY_KEYS, FEATURE_LABELS, UTILITY_KEYS, amenityGroupTitle, featureLabel } from '@/lib/amenities';
import { amountWords, withAmountWords } from '@/lib/amounts';
import { brokerReportOutcomeWords, brokerReportReasonWords, BROKER_REPORT_OUTCOMES, BROKER_REPORT_REASONS } from '@/lib/listings/broker-reports';
import { availabilityLabel, availableFromLabel, floorLabel, foodPreferenceLabel, homeTitle, maintenanceLabel, preferredTenantLabel } from '@/lib/listings/display';
import { activeFilterLabels, AVAILABILITY, availabilityChoiceLabel, filterToLoosen, LISTING_SORTS, parseListingFilters, sortLabel, type FilterableListing } from '@/lib/listings/filters';
import { availabilityLine, availableAsOfLabel, checkedOnLabel } from '@/lib/listings/freshness';
import { societyAge, formatPricePerSqft, societyDescription } from '@/lib/societies/derived-facts';
import { fairRentLine } from '@/lib/societies/fair-rent';
import { checkedLine, FACT_DEFINITIONS, FACT_KEYS, factLines, factValueLabel, joinNames, unstatedFactNames, unstatedLine, type StatedFact } from '@/lib/societies/facts';
import type { FactsTranslate } from '@/lib/societies/facts-copy';
import { ruleFilterLabel, RULE_FILTER_KEYS } from '@/lib/societies/rule-filters';
import { storedLabel } from '@/lib/societies/stored-values';
import { formatCalendarDay, formatCalendarMonth, formatIndiaDay } from '@/lib/time/india';
import { translatorFor } from '@/server/i18n/translator';

const tFor = (locale: 'en' | 'kn' | 'hi') => translatorFor(locale, 'facts') as FactsTranslate;
const en = tFor('en');
const kn = tFor('kn');
const hi = tFor('hi');

describe('amount words beside the ₹ figures', () => {
  test.each([
    [999, '', ''],
    [1_000, '1 ಸಾವಿರ', '1 हज़ार'],
    [35_000, '35 ಸಾವಿರ', '35 हज़ार'],
    [99_999, '1 ಲಕ್ಷ', '1 लाख'],
    [1_00_000, '1 ಲಕ್ಷ', '1 लाख'],
    [1_50_000, '1.5 ಲಕ್ಷ', '1.5 लाख'],
    [99_99_999, '1 ಕೋಟಿ', '1 करोड़'],
    [1_00_00_000, '1 ಕೋಟಿ', '1 करोड़'],
    [1_20_00_000, '1.2 ಕೋಟಿ', '1.2 करोड़'],
    [2_45_00_000, '2.45 ಕೋಟಿ', '2.45 करोड़'],
    [12_345, '12.35 ಸಾವಿರ', '12.35 हज़ार'],
  ])('%d', (amount, kannada, hindi) => {
    expect(amountWords(amount, 'kn')).toBe(kannada);
    expect(amountWords(amount, 'hi')).toBe(hindi);
    expect(amountWords(amount, 'en')).toBe('');
  });

  test('nothing for a missing, negative or non-finite amount', () => {
    for (const amount of [null, undefined, -5_000, Number.NaN, Number.POSITIVE_INFINITY]) expect(amountWords(amount, 'kn')).toBe('');
  });

  test('beside a figure in Kannada and Hindi only', () => {
    expect(withAmountWords('₹35 K', 35_000, 'kn')).toBe('₹35 K (35 ಸಾವಿರ)');
    expect(withAmountWords('₹1.50 L', 1_50_000, 'hi')).toBe('₹1.50 L (1.5 लाख)');
    expect(withAmountWords('₹35 K', 35_000, 'en')).toBe('₹35 K');
    expect(withAmountWords('₹999', 999, 'kn')).toBe('₹999');
  });
});

describe('dates in the page language, India time', () => {
  test('calendar days and months', () => {
    expect(formatCalendarDay('2026-12-05')).toBe('5 Dec 2026');
    expect(formatCalendarDay('2026-12-05', 'en')).toBe('5 Dec 2026');
    expect(formatCalendarDay('2026-12-05', 'kn')).toBe('ಡಿಸೆಂಬರ್ 5, 2026');
    expect(formatCalendarDay('2026-12-05', 'hi')).toBe('5 दिसंबर 2026');
    expect(formatCalendarMonth('2026-09', 'kn')).toBe('ಸೆಪ್ಟೆಂ 2026');
    expect(formatCalendarMonth('2026-09', 'hi')).toBe('सित॰ 2026');
    expect(formatCalendarMonth('2026-09')).toBe('Sep 2026');
    expect(formatCalendarDay('not a date', 'kn')).toBe('not a date');
  });

  test('an instant is read on the India day: 22 Nov 20:00 UTC is 23 Nov in India', () => {
    expect(formatIndiaDay('2026-11-22T20:00:00Z', 'kn')).toBe('ನವೆಂಬರ್ 23, 2026');
    expect(formatIndiaDay('2026-11-22T20:00:00Z', 'hi')).toBe('23 नवंबर 2026');
  });
});

describe('amenities and rule filters', () => {
  test('every label and group in Kannada and Hindi; English as the constants', () => {
    for (const key of [...AMENITY_KEYS, ...UTILITY_KEYS]) {
      expect(featureLabel(key, en)).toBe(FEATURE_LABELS[key]);
      expect(featureLabel(key)).toBe(FEATURE_LABELS[key]);
      expect(featureLabel(key, kn)).not.toBe(FEATURE_LABELS[key]);
    }
    for (const group of AMENITY_GROUPS) expect(amenityGroupTitle(group, en)).toBe(group.title);
    expect(featureLabel('swimming_pool', kn)).toBe('ಈಜುಕೊಳ');
    expect(featureLabel('swimming_pool', hi)).toBe('स्विमिंग पूल');
    expect(amenityGroupTitle(AMENITY_GROUPS[4], kn)).toBe('ಕ್ರೀಡೆ');
    expect(amenityGroupTitle(AMENITY_GROUPS[4], hi)).toBe('खेल');
    expect(RULE_FILTER_KEYS.map((key) => ruleFilterLabel(key, en))).toEqual(RULE_FILTER_KEYS.map((key) => ruleFilterLabel(key)));
    expect(ruleFilterLabel('pets', kn)).toBe('ಸಾಕುಪ್ರಾಣಿಗಳಿಗೆ ಅವಕಾಶ');
  });
});

describe("a society's facts", () => {
  const stated: StatedFact[] = [
    { key: 'who_may_rent', value: 'both', source: 'association', checkedOn: '2026-11-12' },
    { key: 'move_in_fee', value: '5000', source: 'owner', checkedOn: '2026-11-12' },
    { key: 'maintenance_per_sqft', value: '3.5', source: 'our_visit', checkedOn: '2026-11-12' },
    { key: 'possession_year', value: '2019', source: 'rera_register', checkedOn: '2026-11-12' },
    { key: 'documents', value: 'Aadhaar, rental agreement', source: 'association', checkedOn: '2026-11-12' },
  ];

  test('English with the messages is the English without them', () => {
    for (const group of ['facts', 'rules'] as const) expect(factLines(group, stated, en, 'en')).toEqual(factLines(group, stated));
    expect(unstatedFactNames(stated, en)).toEqual(unstatedFactNames(stated));
    const names = unstatedFactNames([]);
    expect(unstatedLine(names, en)).toEqual(unstatedLine(names));
    expect(unstatedLine(names.slice(0, 3), en)).toEqual(unstatedLine(names.slice(0, 3)));
    expect(joinNames(['a', 'b', 'c'], en)).toBe(joinNames(['a', 'b', 'c']));
    for (const definition of FACT_DEFINITIONS) {
      if (definition.kind.type === 'choice') for (const choice of definition.kind.choices) expect(factValueLabel(definition.key, choice.value, en)).toBe(choice.label);
    }
    expect(factValueLabel('move_out_fee', '0', en)).toBe('None');
  });

  test('in Kannada: labels, values, fees with words, the checked line with its date; typed text as typed', () => {
    const lines = factLines('rules', stated, kn, 'kn');
    const byKey = Object.fromEntries(lines.map((line) => [line.key, line]));
    expect(byKey.who_may_rent).toMatchObject({ label: 'ಯಾರು ಬಾಡಿಗೆಗೆ ಪಡೆಯಬಹುದು', text: 'ಕುಟುಂಬಗಳು ಮತ್ತು ಬ್ಯಾಚುಲರ್‌ಗಳು', checked: 'ನವೆಂಬರ್ 12, 2026 ರಂದು ಸಂಘದೊಂದಿಗೆ ಪರಿಶೀಲಿಸಲಾಗಿದೆ' });
    expect(byKey.move_in_fee!.text).toBe('₹5,000 (5 ಸಾವಿರ)');
    expect(byKey.documents!.text).toBe('Aadhaar, rental agreement');
    expect(byKey.pets!.text).toBe('ತಿಳಿದಿಲ್ಲ');
    const facts = Object.fromEntries(factLines('facts', stated, kn, 'kn').map((line) => [line.key, line.text]));
    expect(facts.maintenance_per_sqft).toBe('ತಿಂಗಳಿಗೆ ಪ್ರತಿ ಚದರ ಅಡಿಗೆ ₹3.5');
    expect(facts.possession_year).toBe('2019 ರಿಂದ');
  });

  test('in Hindi: the one line of the unstated ones', () => {
    const names = unstatedFactNames([], hi);
    expect(names.slice(0, 3)).toEqual(['RERA', 'पानी', 'पालतू जानवर']);
    expect(unstatedLine(names, hi).line).toBe('अभी नहीं बताया गया: RERA, पानी, पालतू जानवर और 14 और');
    expect(unstatedLine(names.slice(0, 3), hi).line).toBe('अभी नहीं बताया गया: RERA, पानी और पालतू जानवर');
    expect(checkedLine('owner', '2026-11-12', hi, 'hi')).toBe('12 नवंबर 2026 को मालिक से जाँचा गया');
    expect(factValueLabel('move_out_fee', '0', hi)).toBe('कोई नहीं');
  });

  test('every fact has its label and every choice its words in both languages', () => {
    for (const key of FACT_KEYS) {
      expect(factLines('facts', [], kn).concat(factLines('rules', [], kn)).find((line) => line.key === key)!.label).not.toMatch(/^[A-Za-z ]+$/);
    }
  });
});

describe('derived facts and fair rent', () => {
  const now = new Date('2026-12-05T06:00:00Z');
  test('society age', () => {
    for (const date of [null, '2026-06-01', '2025-01-01', '2019-03-10']) expect(societyAge(date, now, en)).toBe(societyAge(date, now));
    expect(societyAge(null, now, kn)).toBe('ಲಭ್ಯವಿಲ್ಲ');
    expect(societyAge('2026-06-01', now, hi)).toBe('नई');
    expect(societyAge('2025-01-01', now, kn)).toBe('1 ವರ್ಷ');
    expect(societyAge('2019-03-10', now, hi)).toBe('7 साल');
  });

  test('price per sq ft and the fair-rent line', () => {
    expect(formatPricePerSqft(12_500_000, 1000, en)).toBe(formatPricePerSqft(12_500_000, 1000));
    expect(formatPricePerSqft(12_500_000, 1000, kn)).toBe('₹12.50 K/ಚ.ಅಡಿ');
    for (const median of [30, 27, 20]) expect(fairRentLine(27_000, 1000, '3 BHK', median, en)).toBe(fairRentLine(27_000, 1000, '3 BHK', median));
    expect(fairRentLine(27_000, 1000, '3 BHK', 30, kn)).toBe('₹27/ಚ.ಅಡಿ · ಇಲ್ಲಿ 3 BHK ಮನೆಯ ಸಾಮಾನ್ಯ ಬಾಡಿಗೆಗಿಂತ 10% ಕಡಿಮೆ');
    expect(fairRentLine(27_000, 1000, 'Penthouse', 20, hi)).toBe('₹27/वर्ग फ़ुट · यहाँ पेंटहाउस के आम किराये से 35% ज़्यादा');
    expect(fairRentLine(27_000, 1000, '3 BHK', 27, hi)).toBe('₹27/वर्ग फ़ुट · यहाँ 3 BHK के आम किराये जितना');
  });

  test('the meta description', () => {
    const society = { name: 'Sobha Silicon Oasis', category: 'Luxury', projectType: 'Apartment', projectStatus: 'Ready to Move-in', projectSize: '12 Acres', totalUnits: 800, bedroomConfigurations: ['2 BHK', 'Penthouse'], builderName: 'Sobha', place: 'Hosa Road' };
    expect(societyDescription(society, { rent: 3, buy: 1 }, en)).toBe(societyDescription(society, { rent: 3, buy: 1 }));
    expect(societyDescription({ ...society, builderName: null, place: null }, { rent: 0, buy: 2 }, en)).toBe(societyDescription({ ...society, builderName: null, place: null }, { rent: 0, buy: 2 }));
    expect(societyDescription(society, { rent: 3, buy: 1 }, kn)).toBe(
      'Sobha Silicon Oasis: Hosa Road, ಬೆಂಗಳೂರಿನಲ್ಲಿ Sobha ಅವರ ಐಷಾರಾಮಿ ಅಪಾರ್ಟ್‌ಮೆಂಟ್. ತಕ್ಷಣ ವಾಸಕ್ಕೆ ಸಿದ್ಧ · 2 BHK, ಪೆಂಟ್‌ಹೌಸ್ · 800 ಯೂನಿಟ್‌ಗಳು · 12 ಎಕರೆ. ಬಾಡಿಗೆಗೆ 3, ಮಾರಾಟಕ್ಕೆ 1.',
    );
  });
});

describe('stored values', () => {
  test('a code of a fixed list by its message; typed text and English as stored', () => {
    expect(storedLabel('furnishing', 'Semi-Furnished', kn)).toBe('ಭಾಗಶಃ ಪೀಠೋಪಕರಣ');
    expect(storedLabel('facing', 'North-East', hi)).toBe('उत्तर-पूर्व');
    expect(storedLabel('projectStatus', 'Under Construction', kn)).toBe('ನಿರ್ಮಾಣ ಹಂತದಲ್ಲಿ');
    expect(storedLabel('occupancy', 'Tenant Occupied', hi)).toBe('किरायेदार रह रहे हैं');
    expect(storedLabel('parking', '2 Covered', kn)).toBe('2 ಮುಚ್ಚಿದ ಪಾರ್ಕಿಂಗ್');
    expect(storedLabel('projectSize', '12.5 Acres', hi)).toBe('12.5 एकड़');
    expect(storedLabel('bedroom', '2 BHK', kn)).toBe('2 BHK');
    expect(storedLabel('parking', 'Basement, 1 slot', kn)).toBe('Basement, 1 slot');
    expect(storedLabel('furnishing', null, kn)).toBeNull();
    for (const [field, value] of [['furnishing', 'Fully Furnished'], ['facing', 'South-West'], ['parking', '1 Covered'], ['projectSize', '12 Acres'], ['category', 'Ultra Luxury'], ['tenant', 'Company']] as const) {
      expect(storedLabel(field, value, en)).toBe(value);
      expect(storedLabel(field, value)).toBe(value);
    }
  });
});

describe("a listing's display words", () => {
  const today = '2026-12-05';
  test('English with the messages is the English without them', () => {
    expect(homeTitle('2 BHK', 'Semi-Furnished', 'Property', en)).toBe(homeTitle('2 BHK', 'Semi-Furnished'));
    for (const floor of [null, 0, 7]) expect(floorLabel(floor, en)).toBe(floorLabel(floor));
    for (const [immediate, date] of [[true, null], [false, '2026-12-20'], [false, '2026-12-01'], [false, null]] as const) {
      expect(availabilityLabel(immediate, date, today, en, 'en')).toBe(availabilityLabel(immediate, date, today));
      expect(availableFromLabel(immediate, date, en, 'en')).toBe(availableFromLabel(immediate, date));
    }
    for (const value of ['veg_only', null]) expect(foodPreferenceLabel(value, en)).toBe(foodPreferenceLabel(value));
    for (const tenants of [[], ['Any'], ['Family', 'Company']]) expect(preferredTenantLabel(tenants, en)).toBe(preferredTenantLabel(tenants));
    for (const [included, amount] of [[true, null], [false, 3_500], [false, null]] as const) expect(maintenanceLabel(included, amount, en, 'en')).toBe(maintenanceLabel(included, amount));
    const at = '2026-11-22T20:00:00.000Z';
    expect(availableAsOfLabel(at, en, 'en')).toBe(availableAsOfLabel(at));
    expect(checkedOnLabel(at, en, 'en')).toBe(checkedOnLabel(at));
    for (const availability of ['Available now', null]) for (const confirmed of [at, null]) expect(availabilityLine(availability, confirmed, en, 'en')).toBe(availabilityLine(availability, confirmed));
  });

  test('in Kannada', () => {
    expect(homeTitle('Penthouse', 'Fully Furnished', 'ಮನೆ', kn)).toBe('ಪೆಂಟ್‌ಹೌಸ್ · ಪೂರ್ಣ ಪೀಠೋಪಕರಣ');
    expect(floorLabel(0, kn)).toBe('ನೆಲ ಮಹಡಿ');
    expect(floorLabel(4, kn)).toBe('4ನೇ ಮಹಡಿ');
    expect(availabilityLabel(true, null, today, kn, 'kn')).toBe('ಈಗಲೇ ಲಭ್ಯ');
    expect(availabilityLabel(false, '2026-12-20', today, kn, 'kn')).toBe('ಡಿಸೆಂಬರ್ 20, 2026 ರಿಂದ ಲಭ್ಯ');
    expect(availabilityLine('ಈಗಲೇ ಲಭ್ಯ', '2026-11-22T20:00:00.000Z', kn, 'kn')).toBe('ಈಗಲೇ ಲಭ್ಯ · ನವೆಂಬರ್ 23, 2026 ರಂದು ಪರಿಶೀಲಿಸಲಾಗಿದೆ');
    expect(maintenanceLabel(false, 3_500, kn, 'kn')).toBe('+ ₹3.50 K (3.5 ಸಾವಿರ)/ತಿಂಗಳು');
    expect(preferredTenantLabel(['Family', 'Bachelors'], kn)).toBe('ಕುಟುಂಬ, ಬ್ಯಾಚುಲರ್‌ಗಳು');
    expect(foodPreferenceLabel('veg_only', kn)).toBe('ಸಸ್ಯಾಹಾರಿಗಳಿಗೆ ಮಾತ್ರ');
  });

  test('in Hindi', () => {
    expect(availabilityLabel(false, '2026-12-20', today, hi, 'hi')).toBe('20 दिसंबर 2026 से उपलब्ध');
    expect(availabilityLine(null, '2026-11-22T20:00:00.000Z', hi, 'hi')).toBe('23 नवंबर 2026 को जाँचा गया');
    expect(availableAsOfLabel('2026-11-22T20:00:00.000Z', hi, 'hi')).toBe('23 नवंबर 2026 को उपलब्ध था');
    expect(maintenanceLabel(true, null, hi)).toBe('किराये में शामिल');
    expect(preferredTenantLabel([], hi)).toBe('कोई भी');
    expect(availableFromLabel(true, null, hi)).toBe('तुरंत');
  });
});

describe('filter chips and sorts of the properties page', () => {
  const filters = parseListingFilters('rent_max=40000&bhk=2,3&furnishing=Semi-Furnished,Fully%20Furnished&available=within-30-days');
  test('English with the messages is the English without them', () => {
    expect(activeFilterLabels(filters, 'rent', en)).toEqual(activeFilterLabels(filters, 'rent'));
    const ranged = parseListingFilters('price_min=5000000&price_max=10000000&bhk=5');
    expect(activeFilterLabels(ranged, 'sale', en)).toEqual(activeFilterLabels(ranged, 'sale'));
    for (const sort of LISTING_SORTS) expect(sortLabel(sort, en)).toBe(sortLabel(sort));
    for (const value of AVAILABILITY) expect(availabilityChoiceLabel(value, en)).toBe(availabilityChoiceLabel(value));
  });

  test('in Kannada and Hindi', () => {
    expect(activeFilterLabels(filters, 'rent', kn).map((chip) => chip.label)).toEqual(['₹40 K ಒಳಗೆ', '2 ಅಥವಾ 3 BHK', 'ಭಾಗಶಃ ಪೀಠೋಪಕರಣ ಅಥವಾ ಪೂರ್ಣ ಪೀಠೋಪಕರಣ', '30 ದಿನಗಳೊಳಗೆ ಲಭ್ಯ']);
    expect(activeFilterLabels(filters, 'rent', hi).map((chip) => chip.label)).toEqual(['₹40 K से कम', '2 या 3 BHK', 'सेमी-फ़र्निश्ड या फ़ुली फ़र्निश्ड', '30 दिनों में उपलब्ध']);
    expect(sortLabel('soonest', hi)).toBe('सबसे जल्दी उपलब्ध');
    expect(availabilityChoiceLabel('now', kn)).toBe('ತಕ್ಷಣ');
    const listing: FilterableListing = { kind: 'rent', amount: 50_000, bedroom: '2 BHK', furnishing: 'Semi-Furnished', immediate: true, availableFrom: null, listedAt: null };
    expect(filterToLoosen([listing], filters, 'rent', '2026-12-05', kn)).toEqual({ group: 'budget', label: '₹40 K ಒಳಗೆ', count: 1 });
  });
});

test("a broker report's words", () => {
  for (const reason of BROKER_REPORT_REASONS) expect(brokerReportReasonWords(reason, en)).toBe(brokerReportReasonWords(reason));
  for (const outcome of BROKER_REPORT_OUTCOMES) expect(brokerReportOutcomeWords(outcome, en)).toBe(brokerReportOutcomeWords(outcome));
  expect(brokerReportReasonWords('other', kn)).toBe('ಬೇರೆ ಏನಾದರೂ');
  expect(brokerReportOutcomeWords('not_broker', hi)).toBe('ब्रोकर नहीं');
});
