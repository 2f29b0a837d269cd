import { normalizePhoneInput } from '@/lib/phone';

describe('phone numbers as people paste them', () => {
  it.each(['+91 98450 12345', '098450 12345', '98450-12345', '+91-98450-12345', '0091 98450 12345', '919845012345', '(+91) 98450.12345', '9845012345'])(
    '%s becomes 9845012345',
    (pasted) => expect(normalizePhoneInput(pasted)).toBe('9845012345'),
  );

  it('typing digit by digit is left alone', () => {
    expect(normalizePhoneInput('9')).toBe('9');
    expect(normalizePhoneInput('98450')).toBe('98450');
    expect(normalizePhoneInput('0984501234')).toBe('0984501234'); // the trunk 0 goes once the 11th digit arrives
    expect(normalizePhoneInput('09845012345')).toBe('9845012345');
  });

  it('never keeps more than a national number', () => {
    expect(normalizePhoneInput('98450123456789')).toBe('9845012345');
  });

  it('other countries: their own prefix goes, up to 15 digits', () => {
    expect(normalizePhoneInput('+44 7911 123456', '+44')).toBe('7911123456');
    expect(normalizePhoneInput('+1 (415) 555-0100', '+1')).toBe('4155550100');
    expect(normalizePhoneInput('9123 4567', '+65')).toBe('91234567');
  });
});
