// A tenancy's agreement terms for tests of the clauses, the stamp duty and the PDF (docs/move-in.md).
import { DEFAULT_AGREEMENT, type AgreementTerms } from '@/lib/tenancies/agreement';

export function agreementTerms(overrides: Partial<AgreementTerms> = {}): AgreementTerms {
  return {
    version: 1,
    createdAt: new Date('2026-11-20T05:30:00Z'), // 11:00 AM on 20 Nov 2026 in India
    tenant: { name: 'Asha Rao', phone: '+91 98450 12345', email: 'asha@example.com' },
    owner: { name: 'Ravi Kumar' },
    home: { unit: 'A-1203', title: '2 BHK · Semi-Furnished', societyName: 'Prestige Lakeside Habitat', address: 'Prestige Lakeside Habitat, Varthur, Bengaluru, Karnataka' },
    rent: 45_000,
    deposit: 225_000,
    maintenance: { amount: 4_500, included: false },
    moveInDate: '2026-12-01',
    ...DEFAULT_AGREEMENT,
    fittings: ['Fridge', 'Washing machine'],
    societyRules: ['Pets: Not allowed.', 'Move-in fee: ₹2,000.'],
    ...overrides,
  };
}
