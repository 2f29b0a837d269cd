// The condition report's rooms from a home's configuration, the fill-by day and the card's line
// (lib/tenancies/condition-report.ts, docs/move-in.md "The condition reports").
import { fillByDate, fittingChecks, homeLayout, REPORT_STATE_WORDS, reportKindOfSlug, reportRooms, reportStateLine, type ReportStateSay } from '@/lib/tenancies/condition-report';
import { translatorFor } from '@/server/i18n/translator';
import { reportDetailsSchema, reportKindParam, roomNoteSchema } from '@/lib/validation/condition-reports';

const names = (configuration: string | null, counts?: { bathrooms?: number | null; balconies?: number | null }) => reportRooms(homeLayout(configuration, counts)).map((room) => room.name);

test('a 2 BHK: living room, kitchen, two bedrooms, two bathrooms, two balconies, in walking order', () => {
  expect(names('2 BHK')).toEqual(['Living room', 'Kitchen', 'Bedroom 1', 'Bedroom 2', 'Bathroom 1', 'Bathroom 2', 'Balcony 1', 'Balcony 2']);
  expect(reportRooms(homeLayout('2 BHK')).map((room) => room.key)).toEqual(['living', 'kitchen', 'bedroom-1', 'bedroom-2', 'bathroom-1', 'bathroom-2', 'balcony-1', 'balcony-2']);
});

test('a 1 RK is one room and a kitchen with a bathroom; a 1 BHK has one balcony; a 2.5 BHK a study', () => {
  expect(names('1 RK')).toEqual(['Room', 'Kitchen', 'Bathroom 1']);
  expect(names('1 BHK')).toEqual(['Living room', 'Kitchen', 'Bedroom 1', 'Bathroom 1', 'Balcony 1']);
  expect(names('2.5 BHK')).toEqual(['Living room', 'Kitchen', 'Bedroom 1', 'Bedroom 2', 'Study', 'Bathroom 1', 'Bathroom 2', 'Balcony 1', 'Balcony 2']);
  expect(homeLayout('4 BHK')).toMatchObject({ bedrooms: 4, bathrooms: 4, balconies: 2 });
});

test('an unknown configuration gets one of each; a penthouse four bedrooms; stated counts win', () => {
  expect(names(null)).toEqual(['Living room', 'Kitchen', 'Bedroom 1', 'Bathroom 1', 'Balcony 1']);
  expect(names('Duplex villa')).toEqual(names(null));
  expect(homeLayout('Penthouse')).toMatchObject({ bedrooms: 4, bathrooms: 4 });
  expect(names('3 BHK', { bathrooms: 2, balconies: 0 })).toEqual(['Living room', 'Kitchen', 'Bedroom 1', 'Bedroom 2', 'Bedroom 3', 'Bathroom 1', 'Bathroom 2']);
});

test('the move-in report is filled within a week of moving in, across a month end', () => {
  expect(fillByDate('2026-12-28')).toBe('2027-01-04');
});

test("the tenancy's fittings start unchecked", () => {
  expect(fittingChecks(['Fridge'])).toEqual([{ name: 'Fridge', state: null, note: '' }]);
});

test('the card says where the report stands for each side', () => {
  expect(reportStateLine({ status: 'draft', lockedAt: null, pdfSha256: null }, 'tenant', 'move_in', '8 Dec 2026')).toBe('Fill it room by room by 8 Dec 2026, then send it to the owner.');
  expect(reportStateLine({ status: 'sent', lockedAt: null, pdfSha256: null }, 'owner', 'move_in', null)).toBe('The tenant sent the report. Confirm it or comment.');
  expect(reportStateLine({ status: 'locked', lockedAt: 'x', pdfSha256: 'y' }, 'tenant', 'move_out', null)).toContain('move-out report');
  expect(reportStateLine({ status: 'none', lockedAt: null, pdfSha256: null }, 'owner', 'move_out', null)).toBe('Start it when the tenant is moving out.');
});

test("the routes' kinds and payloads", () => {
  expect(reportKindOfSlug('move-out')).toBe('move_out');
  expect(reportKindOfSlug('moving')).toBeNull();
  expect(reportKindParam.parse('move-in')).toBe('move_in');
  expect(reportKindParam.safeParse('toString').success).toBe(false);
  expect(roomNoteSchema.safeParse({ note: 'x'.repeat(1001) }).success).toBe(false);
  expect(reportDetailsSchema.parse({ meters: { electricity: '10234.5', water: '', gas: 3 } })).toEqual({ meters: { electricity: 10234.5, water: null, gas: 3 } });
  expect(reportDetailsSchema.safeParse({ meters: { electricity: 'lots', water: null, gas: null } }).success).toBe(false);
  expect(reportDetailsSchema.safeParse({}).success).toBe(false);
  expect(reportDetailsSchema.parse({ keys: { keys: '2', access_cards: '', remotes: 1 } })).toEqual({ keys: { keys: 2, access_cards: null, remotes: 1 } });
  expect(reportDetailsSchema.safeParse({ keys: { keys: 51, access_cards: 0, remotes: 0 } }).success).toBe(false);
});

test("the card's line reads the tenancy messages: English exactly as the lib's words, Hindi in Hindi", () => {
  const sayIn = (locale: 'en' | 'hi'): ReportStateSay => {
    const t = translatorFor(locale, 'tenancy');
    return (word, values) => t(`reportCard.${word}` as never, values);
  };
  for (const word of Object.keys(REPORT_STATE_WORDS) as (keyof typeof REPORT_STATE_WORDS)[]) expect(sayIn('en')(word, { date: '8 Dec 2026' })).toBe(REPORT_STATE_WORDS[word].replace('{date}', '8 Dec 2026'));
  expect(reportStateLine({ status: 'sent', lockedAt: null, pdfSha256: null }, 'tenant', 'move_in', null, sayIn('hi'))).toBe('मालिक को भेज दी गई। मालिक की पुष्टि का इंतज़ार है।');
});
