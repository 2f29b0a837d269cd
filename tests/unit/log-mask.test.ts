/** @jest-environment node */
// The one masking rule of every log line (lib/log/mask.ts), one case per kind of personal data, and the logger
// applying it to fields and messages alike.
import { maskEmail, maskInText, maskLogFields, maskName, maskPhone, maskText } from '@/lib/log/mask';
import { logger, runWithLogContext, setLogSink } from '@/server/log/logger';

describe('the masking rule', () => {
  it('e-mail: two characters and the domain', () => {
    expect(maskEmail('kavya.rao@example.com')).toBe('ka***@example.com');
    expect(maskLogFields({ email: 'kavya.rao@example.com', ownerEmail: 'x@y.in', to: 'asha@example.com' })).toEqual({
      email: 'ka***@example.com',
      ownerEmail: 'x***@y.in',
      to: 'as***@example.com',
    });
  });

  it('phone: the country code and first digits', () => {
    expect(maskPhone('+919876543210')).toBe('+91987*******');
    expect(maskLogFields({ phone: '9876543210', whatsappNumber: '+919876543210', to: 'whatsapp:+919876543210' })).toEqual({
      phone: '98765*****',
      whatsappNumber: '+91987*******',
      to: 'whatsapp:+91987*******',
    });
  });

  it('names: initials only', () => {
    expect(maskName('Asha Rao')).toBe('A. R.');
    expect(maskLogFields({ name: 'Zebulon Quartermaine', tenantName: 'Ravi Kumar', full_name: 'Meera Iyer' })).toEqual({ name: 'Z. Q.', tenantName: 'R. K.', full_name: 'M. I.' });
  });

  it('free text: the first letter of each word', () => {
    expect(maskText('New contact message from Asha Rao: 2 BHK')).toBe('N*** c*** m*** f*** A*** R***: 2 B***');
    expect(maskLogFields({ subject: 'Selling flat Tower Nine', notes: 'call after 6', body: 'Hi there' })).toEqual({ subject: 'S*** f*** T*** N***', notes: 'c*** a*** 6', body: 'H*** t***' });
  });

  it('any other string: e-mail addresses and phone numbers inside it, at any depth; ids and codes unchanged', () => {
    expect(maskInText('booked by kavya@example.com on +91 98765 43210')).toBe('booked by ka***@example.com on +91**********');
    const id = '8d1e6f2a-1234-4567-8901-234567890123';
    expect(maskLogFields({ reason: 'duplicate 9876543210', nested: { list: ['a@b.co'] }, visitId: id, status: 409, code: 'slot_taken' })).toEqual({
      reason: 'duplicate 98765*****',
      nested: { list: ['a***@b.co'] },
      visitId: id,
      status: 409,
      code: 'slot_taken',
    });
  });
});

describe('the logger', () => {
  afterEach(() => setLogSink(null));

  it('writes one JSON line per event with level, scope, the context and every field and message masked', () => {
    const lines: string[] = [];
    setLogSink((line) => void lines.push(line));
    runWithLogContext({ requestId: 'req-12345678' }, () => logger('test').warn({ email: 'kavya@example.com', name: 'Asha Rao' }, 'sent to 9876543210'));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.endsWith('\n')).toBe(true);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'warn', scope: 'test', requestId: 'req-12345678', email: 'ka***@example.com', name: 'A. R.', msg: 'sent to 98765*****' });
    expect(lines[0]).not.toContain('kavya@');
    expect(lines[0]).not.toContain('Asha');
  });

  it('logs an error by its kind, never its message', () => {
    const lines: string[] = [];
    setLogSink((line) => void lines.push(line));
    logger('test').error({ err: new TypeError('bad value kavya@example.com') }, 'failed');
    expect(JSON.parse(lines[0]!).err).toMatch(/^TypeError/);
    expect(lines[0]).not.toContain('bad value');
  });
});
