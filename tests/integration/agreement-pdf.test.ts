// The rent agreement's PDF (docs/move-in.md "The PDF"): the same terms give the same bytes, so a confirmation can be
// bound to the draft's SHA-256; the text says what the clauses say, in the standard fonts; the confirmed copy
// lists both confirmations. No database: these run in the integration project for its node environment.
import { agreementClauses, type AgreementTerms } from '@/lib/tenancies/agreement';
import { agreementSha256, renderAgreementPdf, toWinAnsi, type AgreementConfirmation } from '@/server/tenancies/agreement-pdf';
import { agreementTerms } from '../helpers/agreement-terms';

// WinAnsi's bytes 0x80-0x9F that the agreement uses; the others are Latin-1.
const WIN_ANSI_HIGH: Record<number, string> = { 0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x85: '…' };

/**
 * The agreement's text (its content streams are not compressed), one line per text-showing operator: PDFKit
 * writes each line of text as one TJ array of hex strings (split where kerning moves a glyph), so joining an
 * array's strings gives the line. `pdfText` reads a no-break space as a space.
 */
function pdfLines(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines = [...source.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)].map((operator) =>
    [...operator[1]!.matchAll(/<([0-9a-f]*)>/g)]
      .map((hex) => Buffer.from(hex[1]!, 'hex'))
      .map((bytes) => Array.from(bytes, (byte) => WIN_ANSI_HIGH[byte] ?? String.fromCharCode(byte)).join(''))
      .join(''),
  );
  return lines.join('\n');
}

const pdfText = (pdf: Buffer) => pdfLines(pdf).replace(/\u00A0/g, ' ');

/** An entry of the document's info (PDFKit writes each value as an object of its own): '(D:20261120053000Z)'. */
function infoEntry(pdf: Buffer, key: string): string | undefined {
  const source = pdf.toString('latin1');
  const ref = new RegExp(`/${key} (\\d+) 0 R`).exec(source)?.[1];
  return ref ? new RegExp(`(?:^|\\n)${ref} 0 obj\\n(.*)\\nendobj`).exec(source)?.[1] : undefined;
}

/** The text with its lines joined, for sentences that wrap (PDFKit keeps the space a line was broken at). */
const flowing = (text: string) => text.replace(/-\n/g, '-').replace(/ *\n */g, ' ');

const confirmation = (party: 'tenant' | 'owner', sha256OfDraft: string, overrides: Partial<AgreementConfirmation> = {}): AgreementConfirmation => ({
  party,
  name: party === 'tenant' ? 'Asha Rao' : 'Ravi Kumar',
  at: party === 'tenant' ? new Date('2026-11-20T09:15:42Z') : new Date('2026-11-21T10:00:00Z'),
  address: party === 'tenant' ? '198.51.100.23' : null,
  sha256OfDraft,
  ...overrides,
});

describe('the same terms, the same bytes', () => {
  it('renders a draft twice to identical bytes and hash', async () => {
    const first = await renderAgreementPdf(agreementTerms());
    const second = await renderAgreementPdf(agreementTerms());
    expect(first.equals(second)).toBe(true);
    expect(agreementSha256(first)).toBe(agreementSha256(second));
    expect(agreementSha256(first)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not depend on the clock', async () => {
    const at = (now: string) => {
      jest.useFakeTimers({ now: new Date(now), doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'] });
      return renderAgreementPdf(agreementTerms()).finally(() => jest.useRealTimers());
    };
    const inNovember = await at('2026-11-20T06:00:00Z');
    const aYearLater = await at('2027-11-20T18:45:00Z');
    expect(inNovember.equals(aYearLater)).toBe(true);
  });

  it('takes its dates from the terms and its file ID from them', async () => {
    const pdf = await renderAgreementPdf(agreementTerms());
    expect(infoEntry(pdf, 'CreationDate')).toBe('(D:20261120053000Z)');
    expect(infoEntry(pdf, 'ModDate')).toBe('(D:20261120053000Z)');
    expect(infoEntry(pdf, 'Title')).toBe('(Rent agreement, version 1)');
    const fileId = (source: Buffer) => /\/ID \[<([0-9a-f]{32})> <\1>\]/.exec(source.toString('latin1'))?.[1];
    expect(fileId(pdf)).toMatch(/^[0-9a-f]{32}$/);
    expect(fileId(await renderAgreementPdf(agreementTerms({ createdAt: new Date('2026-11-21T05:30:00Z') })))).not.toBe(fileId(pdf));
  });

  it('gives different terms a different hash', async () => {
    const draft = agreementSha256(await renderAgreementPdf(agreementTerms()));
    const changes: Partial<AgreementTerms>[] = [{ rent: 45_001 }, { version: 2 }, { depositReturnDays: 15 }, { societyRules: [] }, { tenant: { name: 'Asha R.' } }];
    for (const change of changes) expect(agreementSha256(await renderAgreementPdf(agreementTerms(change)))).not.toBe(draft);
  });

  it('leaves its content uncompressed, so the bytes do not depend on the zlib Node was built with', async () => {
    expect((await renderAgreementPdf(agreementTerms())).toString('latin1')).not.toContain('/FlateDecode');
  });
});

describe('what the draft says', () => {
  it('is an A4 PDF with the title, the version and every clause heading, numbered', async () => {
    const pdf = await renderAgreementPdf(agreementTerms());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const lines = pdfText(pdf).split('\n');
    expect(lines[0]).toBe('Rent agreement');
    expect(lines[1]).toBe('Version 1 · made on 20 Nov 2026 · Draft for the tenant and the owner to confirm');
    agreementClauses(agreementTerms()).forEach((clause, index) => expect(lines).toContain(`${index + 1}. ${clause.heading}`));
  });

  it('names the parties, the rent in rupees written Rs., the term and the deposit return', async () => {
    const text = flowing(pdfText(await renderAgreementPdf(agreementTerms())));
    expect(text).toContain('between Ravi Kumar (the owner) and Asha Rao (the tenant)');
    expect(text).toContain('The rent is Rs. 45,000 (forty-five thousand rupees) a month');
    expect(text).toContain('runs for 11 months, from 1 Dec 2026 to 31 Oct 2027');
    expect(text).toContain('returns the deposit within 30 days of the tenant handing back the keys');
    expect(text).toContain('• Move-in fee: Rs. 2,000.');
    expect(text).toContain('Rent agreement, version 1 · page 1 of');
  });

  it('never breaks an amount after Rs.', async () => {
    const pdf = await renderAgreementPdf(agreementTerms({ rent: 123_456, deposit: 1_234_567 }));
    expect(pdfLines(pdf)).toContain('Rs.\u00A01,23,456');
    expect(pdfText(pdf)).not.toMatch(/Rs\. ?\n/);
  });

  it('says neither party has confirmed yet', async () => {
    const text = pdfText(await renderAgreementPdf(agreementTerms()));
    expect(text).toContain('Confirmations');
    expect(text).toContain('Not yet confirmed by the tenant.');
    expect(text).toContain('Not yet confirmed by the owner.');
  });
});

describe('the confirmed copy', () => {
  it('lists both confirmations, tenant first, with the time in India, the address and the draft hash', async () => {
    const draft = agreementSha256(await renderAgreementPdf(agreementTerms()));
    const confirmed = await renderAgreementPdf(agreementTerms(), [confirmation('owner', draft), confirmation('tenant', draft)]);
    const text = flowing(pdfText(confirmed));
    expect(text).toContain('Version 1 · made on 20 Nov 2026 · Confirmed by the tenant and the owner');
    const tenant = text.indexOf('The tenant: Asha Rao');
    const owner = text.indexOf('The owner: Ravi Kumar');
    expect(tenant).toBeGreaterThan(-1);
    expect(owner).toBeGreaterThan(tenant);
    expect(text).toContain('Confirmed on 2026-11-20 14:45:42 IST, from the address 198.51.100.23, with a one-time code.');
    expect(text).toContain('Confirmed on 2026-11-21 15:30:00 IST, from an address that was not recorded, with a one-time code.');
    expect(text.split(draft).length - 1).toBe(2);
    expect(text).not.toContain('Not yet confirmed');
    expect(infoEntry(confirmed, 'ModDate')).toBe('(D:20261121100000Z)');
  });

  it('is a separate rendering with its own hash, the same whatever order the confirmations come in', async () => {
    const draftPdf = await renderAgreementPdf(agreementTerms());
    const draft = agreementSha256(draftPdf);
    const both = await renderAgreementPdf(agreementTerms(), [confirmation('tenant', draft), confirmation('owner', draft)]);
    const reversed = await renderAgreementPdf(agreementTerms(), [confirmation('owner', draft), confirmation('tenant', draft)]);
    expect(agreementSha256(both)).not.toBe(draft);
    expect(both.equals(reversed)).toBe(true);
  });

  it('shows one confirmation and the party still to confirm', async () => {
    const draft = agreementSha256(await renderAgreementPdf(agreementTerms()));
    const text = pdfText(await renderAgreementPdf(agreementTerms(), [confirmation('tenant', draft)]));
    expect(text).toContain('Version 1 · made on 20 Nov 2026 · Confirmed by the tenant; not yet by the owner');
    expect(text).toContain('The tenant: Asha Rao');
    expect(text).toContain('Not yet confirmed by the owner.');
  });

  it('refuses confirmations of different drafts, or two of one party', async () => {
    await expect(renderAgreementPdf(agreementTerms(), [confirmation('tenant', 'a'.repeat(64)), confirmation('owner', 'b'.repeat(64))])).rejects.toThrow('different drafts');
    await expect(renderAgreementPdf(agreementTerms(), [confirmation('tenant', 'a'.repeat(64)), confirmation('tenant', 'a'.repeat(64))])).rejects.toThrow('confirmed twice');
  });
});

describe('the standard fonts', () => {
  it('keep Latin-1 and typographic marks, write the rupee sign as Rs., drop accents they lack and mark the rest', () => {
    expect(toWinAnsi('José · “quoted” – 2 BHK')).toBe('José · “quoted” – 2 BHK');
    expect(toWinAnsi('₹2,000 and ₹ 500')).toBe('Rs. 2,000 and Rs. 500');
    expect(toWinAnsi('Śrīnivās')).toBe('Srinivas');
    expect(toWinAnsi('ಅನಿಲ್ 🏠')).toBe('????? ?');
    expect(toWinAnsi('a\tb\u0085c\nd')).toBe('a b c\nd');
  });

  it('render a name outside them without breaking the document', async () => {
    const pdf = await renderAgreementPdf(agreementTerms({ tenant: { name: 'Śrīnivās ಅ' } }));
    expect(flowing(pdfText(pdf))).toContain('and Srinivas ? (the tenant)');
  });
});

describe('a change to the bytes', () => {
  // Every stored version's draft hash was taken from these bytes: when this fails, a change to the clauses, the
  // layout or PDFKit renders existing agreements differently, and their recorded hashes no longer match
  // (docs/move-in.md "Changing the agreement's text"). Update the hash only with that handled.
  it('is noticed', async () => {
    expect(agreementSha256(await renderAgreementPdf(agreementTerms()))).toBe('6e2a2e15ed1a0e63550f0787a3d84bbdbc7906d9f3219af71746603f07f77759');
  });
});
