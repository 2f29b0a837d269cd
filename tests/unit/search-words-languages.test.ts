/** @jest-environment node */
// The texts lib/search builds (headings, counts, the summary sentence, chips, card lines, rule notes, the named
// pages) in Kannada and Hindi through the page's translate function, and in English exactly as before without one.
import enSearch from '@/lib/i18n/messages/en/search.json';
import { FILTER_BUILDERS } from '@/lib/catalog';
import { homeMatchLabel, homeMatchText } from '@/lib/search/card-price';
import { searchDescription, searchHeading, societiesFoundText } from '@/lib/search/describe';
import { searchFilterChips } from '@/lib/search/filter-chips';
import { loosenText } from '@/lib/search/loosen';
import { namedSearchDescription, namedSearchHeading, namedSearchTitle } from '@/lib/search/named';
import { parseSearchParams } from '@/lib/search/query';
import { ruleMatchText } from '@/lib/search/rule-notes';
import { FEATURE_LABELS, FILTER_AMENITY_KEYS } from '@/lib/amenities';
import { amenityLabel, buildSummarySentence } from '@/lib/search/summary';
import { EMPTY_SEARCH_STATE, type SearchState } from '@/lib/search/types';
import { englishWords, ENGLISH_WORDS } from '@/lib/search/english-words';
import { compose, SEARCH_VALUE_KEYS } from '@/lib/search/words';
import { zoneShortName } from '@/lib/search/zones';
import { translatorFor } from '@/server/i18n/translator';

const kn = translatorFor('kn', 'search');
const hi = translatorFor('hi', 'search');
const en = translatorFor('en', 'search');
const prestige = FILTER_BUILDERS.find((builder) => builder.name === 'Prestige')!.id;
const params = (query: string) => parseSearchParams(new URLSearchParams(query));
const state = (overrides: Partial<SearchState>): SearchState => ({ ...EMPTY_SEARCH_STATE, ...overrides });

const everything = state({
  selectedStatuses: ['Ready to Move-in'],
  selectedCategories: ['Luxury'],
  projectTypes: ['Villa', 'Apartment'],
  selectedBuilders: [prestige],
  amenities: ['gym'],
  homes: { listing: 'rent', minBudget: null, maxBudget: 50_000, bhk: [3] },
  rules: ['pets'],
  selectedZone: 'Bengaluru South',
  searchQuery: 'lake',
});

test("the English copy the browser reads without messages is en/search.json's, word for word", () => {
  expect(ENGLISH_WORDS).toEqual({ words: enSearch.words, values: enSearch.values });
  expect([...SEARCH_VALUE_KEYS].sort()).toEqual(Object.keys(enSearch.values).sort());
});

test("the filter panel's amenities read in English as their labels always have", () => {
  for (const key of FILTER_AMENITY_KEYS) {
    expect(amenityLabel(key, englishWords)).toBe(FEATURE_LABELS[key]);
    expect(amenityLabel(key, en)).toBe(FEATURE_LABELS[key]);
  }
});

test("English through the page's messages reads exactly as without them", () => {
  expect(buildSummarySentence(everything, { t: en })).toBe(buildSummarySentence(everything, { t: englishWords }));
  expect(buildSummarySentence(everything, { t: englishWords })).toBe(
    'Find Ready to Move-in Luxury Villa or Apartment projects of Prestige with Gym and a 3 BHK for rent under ₹50 K that allow pets in Bengaluru South matching “lake”',
  );
  const query = `type=filtered&statuses=Ready+to+Move-in&builders=${prestige}&zone=Bengaluru+South&bhk=3&maxBudget=50000&rules=pets`;
  expect(searchHeading(params(query), undefined, { t: en })).toBe(searchHeading(params(query)));
  expect(societiesFoundText(50, 1234, en)).toBe('Showing the first 50 of 1234 societies');
});

test('an empty slot goes with its space, and a typed text keeps its own spaces', () => {
  expect(compose(englishWords, 'words.heading.societies', { rules: null, builders: 'by Sobha', zone: '' })).toBe('Gated societies by Sobha');
  expect(compose(englishWords, 'words.heading.matching', { rules: null, text: 'a  b' })).toBe('Societies matching “a  b”');
});

describe('Kannada', () => {
  test('the summary sentence, with the zone as the page names it', () => {
    expect(buildSummarySentence(everything, { t: kn })).toBe(
      '“lake” ಗೆ ಹೊಂದುವ Bengaluru South ನಲ್ಲಿನ Prestige ಅವರ ಸಾಕುಪ್ರಾಣಿಗಳಿಗೆ ಅವಕಾಶವಿರುವ ಜಿಮ್ ಇರುವ ಮತ್ತು ಬಾಡಿಗೆಗಿರುವ ₹50 K ಒಳಗಿನ 3 BHK ಮನೆ ಇರುವ ತಕ್ಷಣ ವಾಸಕ್ಕೆ ಸಿದ್ಧ ಐಷಾರಾಮಿ ವಿಲ್ಲಾ ಅಥವಾ ಅಪಾರ್ಟ್‌ಮೆಂಟ್ ಪ್ರಾಜೆಕ್ಟ್‌ಗಳನ್ನು ಹುಡುಕಿ',
    );
    const zoneName = (zone: string) => (zone === 'Bengaluru South' ? 'ದಕ್ಷಿಣ ಬೆಂಗಳೂರು' : zone);
    expect(buildSummarySentence(state({ selectedCategories: ['Luxury'], selectedZone: 'Bengaluru South' }), { t: kn, zoneName })).toBe(
      'ದಕ್ಷಿಣ ಬೆಂಗಳೂರು ನಲ್ಲಿನ ಐಷಾರಾಮಿ ಪ್ರಾಜೆಕ್ಟ್‌ಗಳನ್ನು ಹುಡುಕಿ',
    );
  });

  test('headings, with places by their Kannada names, and the count', () => {
    const placeName = (kind: string, name: string) => (kind === 'location' && name === 'Whitefield' ? 'ವೈಟ್‌ಫೀಲ್ಡ್' : name);
    expect(searchHeading(params('type=Location&q=Whitefield&rules=pets'), undefined, { t: kn, placeName })).toBe('ವೈಟ್‌ಫೀಲ್ಡ್ ನಲ್ಲಿನ ಸಾಕುಪ್ರಾಣಿಗಳಿಗೆ ಅವಕಾಶವಿರುವ ಗೇಟೆಡ್ ಸೊಸೈಟಿಗಳು');
    expect(searchHeading(params(`type=filtered&statuses=Ready+to+Move-in&builders=${prestige}&zone=Bengaluru+South&bhk=3&maxBudget=50000`), undefined, { t: kn })).toBe(
      'Bengaluru South ನಲ್ಲಿನ Prestige ಅವರ ತಕ್ಷಣ ವಾಸಕ್ಕೆ ಸಿದ್ಧ ಗೇಟೆಡ್ ಸೊಸೈಟಿಗಳು, ಇವುಗಳಲ್ಲಿ ಬಾಡಿಗೆಗಿರುವ ₹50 K ಒಳಗಿನ 3 BHK ಮನೆ ಲಭ್ಯ',
    );
    expect(searchHeading(params('type=general&q=lake'), undefined, { t: kn })).toBe('“lake” ಗೆ ಹೊಂದುವ ಸೊಸೈಟಿಗಳು');
    expect(searchHeading(params('type=general'), undefined, { t: kn })).toBe('ಎಲ್ಲಾ ಗೇಟೆಡ್ ಸೊಸೈಟಿಗಳು');
    expect([societiesFoundText(1, 1, kn), societiesFoundText(12, 12, kn), societiesFoundText(50, 1234, kn)]).toEqual([
      '1 ಸೊಸೈಟಿ ಸಿಕ್ಕಿದೆ',
      '12 ಸೊಸೈಟಿಗಳು ಸಿಕ್ಕಿವೆ',
      '1234 ಸೊಸೈಟಿಗಳಲ್ಲಿ ಮೊದಲ 50 ತೋರಿಸಲಾಗುತ್ತಿದೆ',
    ]);
    expect(searchDescription(params('type=Builder&q=Sobha'), 0, undefined, { t: kn })).toBe(
      'Sobha ಅವರ ಗೇಟೆಡ್ ಸೊಸೈಟಿಗಳು: ಇನ್ನೂ ಯಾವುದೂ ಸಿಗಲಿಲ್ಲ. ಬೆಂಗಳೂರಿನ ಗೇಟೆಡ್ ಸಮುದಾಯಗಳನ್ನು ಹೆಸರು, ಸ್ಥಳ ಅಥವಾ ಬಿಲ್ಡರ್ ಮೂಲಕ ಹುಡುಕಿ.',
    );
  });

  test('chips, the loosen hint, rule notes and card prices', () => {
    const query = `type=filtered&listing=sale&minBudget=5000000&maxBudget=10000000&bhk=2,5&projectTypes=Villa&statuses=New+Launch&categories=Luxury&amenities=gym&rules=bachelors&builders=${prestige}`;
    expect(searchFilterChips(params(query), undefined, kn).map((chip) => chip.label)).toEqual([
      'ಬೆಲೆ ₹50 L ರಿಂದ ₹1 Cr',
      '2 BHK',
      '5+ BHK',
      'ವಿಲ್ಲಾ',
      'ಹೊಸ ಬಿಡುಗಡೆ',
      'ಐಷಾರಾಮಿ',
      'ಜಿಮ್',
      'ಬ್ಯಾಚುಲರ್‌ಗಳಿಗೆ ಅವಕಾಶ',
      'Prestige',
    ]);
    expect(searchFilterChips(params('type=filtered&maxBudget=35000'), undefined, kn)[0]!.label).toBe('₹35 K ಒಳಗಿನ ಬಾಡಿಗೆ');
    expect(loosenText({ chip: { key: 'type-Villa', label: 'ವಿಲ್ಲಾ', href: '/search' }, count: 6 }, kn)).toBe('‘ವಿಲ್ಲಾ’ ಇಲ್ಲದೆ 6 ಸೊಸೈಟಿಗಳಿವೆ.');
    expect(loosenText({ chip: { key: 'type-Villa', label: 'ವಿಲ್ಲಾ', href: '/search' }, count: 1 }, kn)).toBe('‘ವಿಲ್ಲಾ’ ಇಲ್ಲದೆ 1 ಸೊಸೈಟಿ ಇದೆ.');
    expect(ruleMatchText({ rule: 'pets', by: 'society' }, kn)).toBe('ಈ ಸೊಸೈಟಿಯಲ್ಲಿ ಸಾಕುಪ್ರಾಣಿಗಳಿಗೆ ಅವಕಾಶವಿದೆ');
    expect(ruleMatchText({ rule: 'pets', by: 'homes', homes: 3 }, kn)).toBe('ಇಲ್ಲಿನ 3 ಮನೆಗಳಲ್ಲಿ ಸಾಕುಪ್ರಾಣಿಗಳಿಗೆ ಅವಕಾಶವಿದೆ');
    expect(ruleMatchText({ rule: 'bachelors', by: 'homes', homes: 0 }, kn)).toBeNull();
    expect(homeMatchText({ listing: 'rent', amount: 34_500, bhk: '3 BHK' }, kn)).toBe('3 BHK: ₹34.50 K ರಿಂದ');
    expect(homeMatchText({ listing: 'sale', amount: 15_000_000, bhk: null }, kn)).toBe('₹1.50 Cr ರಿಂದ');
    expect([homeMatchLabel({ listing: 'rent', amount: 1, bhk: null }, kn), homeMatchLabel({ listing: 'sale', amount: 1, bhk: null }, kn)]).toEqual(['ಬಾಡಿಗೆ / ತಿಂಗಳು', 'ಖರೀದಿ']);
  });

  test('the named pages', () => {
    expect(namedSearchHeading('locality', 'ವೈಟ್‌ಫೀಲ್ಡ್', kn)).toBe('ಬೆಂಗಳೂರಿನ ವೈಟ್‌ಫೀಲ್ಡ್ ನಲ್ಲಿರುವ ಗೇಟೆಡ್ ಸೊಸೈಟಿಗಳು');
    expect(namedSearchTitle('builder', 'Sobha', 2, kn)).toBe('ಬೆಂಗಳೂರಿನಲ್ಲಿ Sobha ಅವರ ಗೇಟೆಡ್ ಸೊಸೈಟಿಗಳು (ಪುಟ 2)');
    expect(namedSearchDescription('zone', 'ಪೂರ್ವ ಬೆಂಗಳೂರು', 4, kn)).toBe(
      'ಬೆಂಗಳೂರಿನ ಪೂರ್ವ ಬೆಂಗಳೂರು ನಲ್ಲಿರುವ 4 ಪರಿಶೀಲಿತ ಗೇಟೆಡ್ ಸೊಸೈಟಿಗಳು: ಫೋಟೋಗಳು, ಬಿಲ್ಡರ್‌ಗಳು, ಪ್ರಾಜೆಕ್ಟ್ ಸ್ಥಿತಿ ಹಾಗೂ ಈ ವಲಯದ ಬಾಡಿಗೆ ಮತ್ತು ಮಾರಾಟದ ಮನೆಗಳ ಬೆಲೆಗಳು.',
    );
  });

  test("a zone's own word in a narrow box", () => {
    expect(zoneShortName('ದಕ್ಷಿಣ ಬೆಂಗಳೂರು')).toBe('ದಕ್ಷಿಣ');
    expect(zoneShortName('All of Bangalore', 'ಎಲ್ಲಾ ವಲಯಗಳು')).toBe('ಎಲ್ಲಾ ವಲಯಗಳು');
  });
});

describe('Hindi', () => {
  test('the summary sentence and the headings', () => {
    expect(buildSummarySentence(state({ selectedCategories: ['Luxury'], selectedZone: 'Bengaluru South', rules: ['pets', 'bachelors'] }), { t: hi })).toBe(
      'Bengaluru South में लग्ज़री प्रोजेक्ट खोजें जहाँ पालतू जानवरों और बैचलर की अनुमति है',
    );
    expect(searchHeading(params('type=Sub+Location&q=Hope+Farm'), undefined, { t: hi, placeName: (kind, name) => (kind === 'sub_location' ? 'होप फ़ार्म' : name) })).toBe(
      'होप फ़ार्म में गेटेड सोसाइटी',
    );
    expect(searchHeading(params(`type=filtered&statuses=Ready+to+Move-in&builders=${prestige}&zone=Bengaluru+South&bhk=3&maxBudget=50000`), undefined, { t: hi })).toBe(
      'Bengaluru South में Prestige की रहने के लिए तैयार गेटेड सोसाइटी, जिनमें किराये पर 3 BHK घर (₹50 K से कम) हैं',
    );
    expect(searchHeading(params('type=general&q=lake&rules=pets'), undefined, { t: hi })).toBe('“lake” से मेल खाती सोसाइटी जहाँ पालतू जानवरों की अनुमति है');
    expect([societiesFoundText(1, 1, hi), societiesFoundText(7, 7, hi), societiesFoundText(50, 80, hi)]).toEqual([
      '1 सोसाइटी मिली',
      '7 सोसाइटी मिलीं',
      '80 में से पहली 50 सोसाइटी दिखाई जा रही हैं',
    ]);
    expect(searchDescription(params('type=Builder&q=Sobha'), 3, undefined, { t: hi })).toBe(
      'Sobha की गेटेड सोसाइटी: 3 मिलीं, फ़ोटो, बिल्डर, प्रोजेक्ट की स्थिति और बेंगलुरु में किराये व बिक्री के घरों की कीमतों के साथ।',
    );
  });

  test('chips, the loosen hint, rule notes, card prices and the named pages', () => {
    expect(searchFilterChips(params('type=filtered&listing=sale&minBudget=10000000&bhk=3&categories=Luxury'), undefined, hi).map((chip) => chip.label)).toEqual([
      'कीमत ₹1 Cr से ज़्यादा',
      '3 BHK',
      'लग्ज़री',
    ]);
    expect(loosenText({ chip: { key: 'bhk-3', label: '3 BHK', href: '/search' }, count: 2 }, hi)).toBe('‘3 BHK’ के बिना 2 सोसाइटी हैं।');
    expect(ruleMatchText({ rule: 'bachelors', by: 'homes', homes: 1 }, hi)).toBe('यहाँ 1 घर में बैचलर का स्वागत है');
    expect(homeMatchText({ listing: 'rent', amount: 34_500, bhk: '3 BHK' }, hi)).toBe('3 BHK: ₹34.50 K से शुरू');
    expect(homeMatchLabel({ listing: 'rent', amount: 1, bhk: null }, hi)).toBe('किराया / महीना');
    expect(namedSearchHeading('builder', 'Sobha', hi)).toBe('बेंगलुरु में Sobha की गेटेड सोसाइटी');
    expect(namedSearchDescription('builder', 'Sobha', 0, hi)).toBe('Sobha की गेटेड सोसाइटी: अभी कोई सूचीबद्ध नहीं। बेंगलुरु की गेटेड सोसाइटी नाम, जगह या बिल्डर से खोजें।');
    expect(zoneShortName('बेंगलुरु दक्षिण')).toBe('दक्षिण');
  });
});
