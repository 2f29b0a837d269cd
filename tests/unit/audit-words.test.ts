// The audit log in plain words: every action the code writes has its words (a new one cannot ship as a bare
// code), a record reads as its name and kind, and who acted as their name with their e-mail.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTION_CHOICES, AUDIT_ACTION_WORDS, auditActionWords, auditActorLabel, auditRecordLabel } from '@/lib/ops/audit-words';
import { VISIT_MARKS } from '@/lib/visits/desk-marks';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

test('every audit action the server writes has its words', () => {
  const written = new Set<string>(['view', ...VISIT_MARKS.map((mark) => `visit.${mark}`)]);
  for (const file of sources(path.join(process.cwd(), 'server'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:action|audit): (?:[^,;{}]*\? )?'([a-z_]+\.[a-z_]+)'(?: : '([a-z_]+\.[a-z_]+)')?/g)) {
      written.add(match[1]!);
      if (match[2]) written.add(match[2]);
    }
  }
  expect(written.size).toBeGreaterThan(30);
  expect([...written].filter((action) => !(action in AUDIT_ACTION_WORDS)).sort()).toEqual([]);
  expect(AUDIT_ACTION_CHOICES.find((choice) => choice.value === 'offer.accept')).toEqual({ value: 'offer.accept', label: 'Accepted an offer' });
  expect(auditActionWords('something.new')).toBe('something.new');
});

test.each([
  ['tenant_profile', 'Kavya Nair', 'Kavya Nair, tenant profile'],
  ['profiles', 'Kavya Nair', 'Kavya Nair, account'],
  ['gated_societies', 'Sobha Lotus Residency', 'Sobha Lotus Residency, society'],
  ['tenant_offers', 'from Kavya on C-703, Sobha Lotus Residency', 'Offer from Kavya on C-703, Sobha Lotus Residency'],
  ['society_gate_desks', 'Sobha Lotus Residency', 'Gate desk of Sobha Lotus Residency'],
  ['profiles', null, 'Account'],
  ['graphile_worker.jobs', '#12', 'Job #12'],
  ['some_new_table', null, 'Some_new_table'],
])('a %s row named %s reads "%s"', (table, name, label) => {
  expect(auditRecordLabel(table, name)).toBe(label);
});

test('who acted', () => {
  expect(auditActorLabel({ email: 'ana@ghomes.in', name: 'Ana Rao' })).toBe('Ana Rao (ana@ghomes.in)');
  expect(auditActorLabel({ email: 'gone@ghomes.in', name: null })).toBe('gone@ghomes.in');
  expect(auditActorLabel({ email: 'command line', name: null })).toBe('Command line');
  expect(auditActorLabel({ email: 'owner:1234', name: 'Ramesh Kumar' })).toBe('Ramesh Kumar (owner)');
  expect(auditActorLabel({ email: 'erasure', name: null })).toBe('Account erasure (automatic)');
});
