// The Privacy page's retention table is drawn from the settings the purge jobs keep: a changed period shows there.
import { DEFAULT_RETENTION, daysLabel, retentionItems } from '@/lib/privacy/retention';

test('periods read as a person says them', () => {
  expect([1, 2, 90, 365, 730, 400].map(daysLabel)).toEqual(['1 day', '2 days', '90 days', '1 year', '2 years', '400 days']);
});

test('each configurable period of the table comes from the settings', () => {
  const kept = (settings = DEFAULT_RETENTION) => Object.fromEntries(retentionItems(settings).map((item) => [item.what.split(':')[0], item.kept]));
  expect(kept()).toMatchObject({
    'One-time codes and sign-in links': '1 day after they expire',
    'Copies of e-mails and WhatsApp messages we sent you, and their delivery records': '90 days',
    'Festival leads': '1 year after the festival ends, unless you create an account with that number',
    'Security logs': '1 year',
  });
  expect(kept({ codeDays: 2, messageDays: 30, leadDays: 730, securityLogDays: 400, tenancyDays: 730 })).toMatchObject({
    'One-time codes and sign-in links': '2 days after they expire',
    'Copies of e-mails and WhatsApp messages we sent you, and their delivery records': '30 days',
    'Festival leads': '2 years after the festival ends, unless you create an account with that number',
    'Security logs': '400 days',
  });
  expect(kept({ ...DEFAULT_RETENTION, tenancyDays: 730 }).Tenancies).toMatch(/stays as agreed, with the deposit’s record, for 2 years after its term ends$/);
  for (const item of retentionItems(DEFAULT_RETENTION)) for (const field of [item.purpose, item.kept, item.receivers]) expect(field.length).toBeGreaterThan(3);
});
