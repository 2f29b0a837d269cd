// The operator export: RFC 4180 quoting, India-time timestamps, and its arguments.
import { csvField, toCsv } from '@/lib/csv';
import { leadsCsv, leadsCsvHeader, leadsCsvRecords, parseExportArgs } from '@/lib/leads/lead-export';

test('RFC 4180: quotes only the fields that need it, doubles inner quotes, CRLF line ends', () => {
  expect(csvField('plain')).toBe('plain');
  expect(csvField('a,b')).toBe('"a,b"');
  expect(csvField('say "hi"')).toBe('"say ""hi"""');
  expect(csvField('two\nlines')).toBe('"two\nlines"');
  expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  expect(csvField(' padded')).toBe('" padded"');
  expect(csvField(null)).toBe('');
  expect(csvField(42)).toBe('42');
  expect(toCsv(['a', 'b'], [['1', 'x,y'], ['', '"q"']])).toBe('a,b\r\n1,"x,y"\r\n,"""q"""\r\n');
});

test('formula-safe: a cell a spreadsheet would run (= + - @, tab, CR first) reads as text, then RFC 4180 quoting', () => {
  expect(csvField('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
  expect(csvField('+91 98450 12345')).toBe("'+91 98450 12345");
  expect(csvField('-2+3')).toBe("'-2+3");
  expect(csvField('@cmd')).toBe("'@cmd");
  expect(csvField('\tx')).toBe("'\tx");
  expect(csvField('\r=1')).toBe('"\'\r=1"');
  expect(csvField('=HYPERLINK("http://x","a,b")')).toBe(`"'=HYPERLINK(""http://x"",""a,b"")"`);
  expect(csvField('-\nnext')).toBe(`"'-\nnext"`);
  expect(csvField('a=b')).toBe('a=b');
  expect(csvField(-5)).toBe('-5');
});

test('leads in parts: the header once, then batches of records, together exactly leadsCsv', () => {
  const lead = (phone: string, role: string) => ({ campaign: 'ganesha', phone, role, ownerInterests: [], verifiedAt: new Date('2026-09-15T00:00:00Z'), createdAt: new Date('2026-09-15T00:00:00Z') });
  const leads = [lead('9123456789', 'Tenant'), lead('9000000001', '=1+1'), lead('9000000002', 'say "hi", then\nleave')];
  expect(leadsCsvHeader() + leadsCsvRecords(leads.slice(0, 1)) + leadsCsvRecords(leads.slice(1))).toBe(leadsCsv(leads));
  expect(leadsCsvRecords(leads.slice(1)).split('\r\n')).toEqual([
    "ganesha,9000000001,'=1+1,,2026-09-15 05:30:00 IST,2026-09-15 05:30:00 IST",
    'ganesha,9000000002,"say ""hi"", then\nleave",,2026-09-15 05:30:00 IST,2026-09-15 05:30:00 IST',
    '',
  ]);
});

test('leads: header row, national numbers, interest labels, India time', () => {
  const csv = leadsCsv([
    {
      campaign: 'ganesha',
      phone: '9876543210',
      role: 'Property Owner',
      ownerInterests: ['rent', 'callback'],
      verifiedAt: new Date('2026-09-14T18:45:30Z'),
      createdAt: new Date('2026-09-13T04:00:00Z'),
    },
    { campaign: 'ganesha', phone: '9123456789', role: 'Tenant', ownerInterests: [], verifiedAt: new Date('2026-09-15T00:00:00Z'), createdAt: new Date('2026-09-15T00:00:00Z') },
  ]);
  expect(csv.split('\r\n')).toEqual([
    'campaign,phone,role,owner_interests,verified_at_ist,first_joined_at_ist',
    'ganesha,9876543210,Property Owner,Rent out my property; Request a callback,2026-09-15 00:15:30 IST,2026-09-13 09:30:00 IST',
    'ganesha,9123456789,Tenant,,2026-09-15 05:30:00 IST,2026-09-15 05:30:00 IST',
    '',
  ]);
});

test('arguments: --campaign and --since (India-time midnight), in either form', () => {
  expect(parseExportArgs([])).toEqual({});
  expect(parseExportArgs(['--campaign', 'ganesha', '--since', '2026-09-01'])).toEqual({ campaign: 'ganesha', since: new Date('2026-08-31T18:30:00Z') });
  expect(parseExportArgs(['--since=2026-09-01'])).toEqual({ since: new Date('2026-08-31T18:30:00Z') });
  expect(() => parseExportArgs(['--since', '2026-02-30'])).toThrow('--since needs a date as YYYY-MM-DD');
  expect(() => parseExportArgs(['--since'])).toThrow('--since needs a date');
  expect(() => parseExportArgs(['--campaign', 'Bad Slug'])).toThrow('--campaign needs a campaign slug');
  expect(() => parseExportArgs(['--format', 'json'])).toThrow('unknown argument "--format"');
});
