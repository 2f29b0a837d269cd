import { fairRentLine, formatRentPerSqft } from '@/lib/societies/fair-rent';
import { checkedLine, factLines, factValueLabel, normalizeFactValue } from '@/lib/societies/facts';

describe('fact values', () => {
  test('choices are read by value or label in any case; numbers and years are checked', () => {
    expect(normalizeFactValue('who_may_rent', 'Families and bachelors')).toEqual({ value: 'both' });
    expect(normalizeFactValue('khata', 'A')).toEqual({ value: 'a' });
    expect(normalizeFactValue('pets', 'perhaps')).toEqual({ error: 'Pets: expected allowed, not_allowed' });
    expect(normalizeFactValue('move_in_fee', '₹5,000')).toEqual({ value: '5000' });
    expect(normalizeFactValue('maintenance_per_sqft', '3.50')).toEqual({ value: '3.5' });
    expect(normalizeFactValue('maintenance_per_sqft', '0')).toHaveProperty('error');
    expect(normalizeFactValue('possession_year', '19')).toEqual({ error: 'Possession: expected a year like 2019' });
    expect(normalizeFactValue('rera_number', ' prm/ka/rera/1251/446/pr/171015/000475 ')).toEqual({ value: 'PRM/KA/RERA/1251/446/PR/171015/000475' });
    expect(normalizeFactValue('documents', '  ')).toEqual({ error: 'Documents asked: give a value' });
  });

  test('the page words a value and its source; unknown is shown as unknown', () => {
    expect(checkedLine('association', '2026-11-05')).toBe('Checked 5 Nov 2026 with the association');
    expect(checkedLine('rera_register', '2026-11-05')).toBe('Checked 5 Nov 2026 on the RERA register');
    expect(factValueLabel('move_in_fee', '0')).toBe('None');
    expect(factValueLabel('move_in_fee', '15000')).toBe('₹15,000');
    expect(factValueLabel('maintenance_per_sqft', '3.5')).toBe('₹3.5 per sq ft a month');
    const lines = factLines('rules', [{ key: 'pets', value: 'allowed', source: 'owner', checkedOn: '2026-10-01' }]);
    expect(lines.find((line) => line.key === 'pets')).toEqual({ key: 'pets', label: 'Pets', value: 'allowed', text: 'Allowed', checked: 'Checked 1 Oct 2026 with the owner' });
    expect(lines.find((line) => line.key === 'food')).toEqual({ key: 'food', label: 'Food', value: null, text: 'Unknown', checked: null });
    expect(lines.map((line) => line.key)).toEqual(['who_may_rent', 'company_lease', 'pets', 'food', 'move_in_fee', 'move_out_fee', 'police_verification', 'documents', 'moving_hours', 'tenant_parking']);
  });
});

describe('the fair-rent line', () => {
  test('below, above or at the usual rent; nothing without an area, a configuration or a median', () => {
    expect(fairRentLine(27000, 1000, '3 BHK', 30)).toBe('₹27/sq ft · 10% below the usual rent here for a 3 BHK');
    expect(fairRentLine(33000, 1000, '3 BHK', 30)).toBe('₹33/sq ft · 10% above the usual rent here for a 3 BHK');
    expect(fairRentLine(30100, 1000, '2 BHK', 30)).toBe('₹30/sq ft · at the usual rent here for a 2 BHK');
    expect(fairRentLine(30000, null, '3 BHK', 30)).toBeNull();
    expect(fairRentLine(30000, 1000, null, 30)).toBeNull();
    expect(fairRentLine(30000, 1000, '3 BHK', undefined)).toBeNull();
    expect(formatRentPerSqft(8.26)).toBe('₹8.3');
  });
});
