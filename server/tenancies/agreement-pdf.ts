import 'server-only';
import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { agreementClauses, withoutRupeeSign, type AgreementClause, type AgreementTerms } from '@/lib/tenancies/agreement';
import { formatIndiaDay, formatIndiaTimestamp } from '@/lib/time/india';

// The rent agreement as a PDF (docs/move-in.md "The PDF"), rendered with PDFKit and only its standard fonts.
// Deterministic: the same terms and confirmations give the same bytes, so the draft's SHA-256 is what each party's
// confirmation binds to. PDFKit's only varying parts are the info dates and the file ID (an MD5 of the info), so
// both dates come from the terms and the confirmations, never the clock. Content streams are not compressed:
// PDFKit deflates with Node's zlib, whose output may differ between Node versions and builds, and an uncompressed
// agreement is about 30 kB. An upgrade of PDFKit may change the bytes, so package.json pins its version.

export interface AgreementConfirmation {
  party: 'tenant' | 'owner';
  name: string;
  at: Date;
  /** The client address the confirmation came from, when it was known. */
  address: string | null;
  sha256OfDraft: string;
}

const FONT = { body: 'Helvetica', bold: 'Helvetica-Bold', mono: 'Courier' } as const;
const SIZE = { title: 20, heading: 12, body: 11, hash: 9, footer: 9 } as const;
const MARGIN = 64; // about 2.3 cm on every side of the A4 page
const BULLET_INDENT = 14;
const GREY = '#555555';
const PARTIES = ['tenant', 'owner'] as const;

// The characters PDFKit's standard fonts can show (WinAnsi): Latin-1 and these. Anything else would be written as
// bytes the font reads as other letters, so toWinAnsi replaces it first.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard fonts can show: the rupee sign as 'Rs.', accents dropped where needed, anything else as '?'. */
export function toWinAnsi(text: string): string {
  return Array.from(withoutRupeeSign(text).normalize('NFC'), (char) => {
    if (char === '\n') return char;
    const code = char.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return ' ';
    if (code <= 0xff || WIN_ANSI_EXTRAS.has(char)) return char;
    const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
    return plain && Array.from(plain).every((part) => part.codePointAt(0)! <= 0xff) ? plain : '?';
  }).join('');
}

/** 'Rs. 45,000' is never broken across two lines. */
const keepAmountsTogether = (text: string) => text.replace(/Rs\. (?=\d)/g, 'Rs.\u00A0');
const printable = (text: string) => keepAmountsTogether(toWinAnsi(text));

/** The confirmations in a fixed order (tenant, owner), refused when they cannot be one agreement's. */
function orderedConfirmations(confirmations: readonly AgreementConfirmation[]): AgreementConfirmation[] {
  const drafts = new Set(confirmations.map((confirmation) => confirmation.sha256OfDraft));
  if (drafts.size > 1) throw new Error('The confirmations name different drafts: a confirmed copy shows one draft');
  return PARTIES.flatMap((party) => {
    const ofParty = confirmations.filter((confirmation) => confirmation.party === party);
    if (ofParty.length > 1) throw new Error(`The ${party} confirmed twice: a confirmed copy shows one confirmation each`);
    return ofParty;
  });
}

function statusLine(confirmations: readonly AgreementConfirmation[]): string {
  if (confirmations.length === 0) return 'Draft for the tenant and the owner to confirm';
  if (confirmations.length === PARTIES.length) return 'Confirmed by the tenant and the owner';
  return `Confirmed by the ${confirmations[0]!.party}; not yet by the ${PARTIES.find((party) => party !== confirmations[0]!.party)}`;
}

function newDocument(terms: AgreementTerms, confirmations: readonly AgreementConfirmation[]): PDFKit.PDFDocument {
  const lastChange = confirmations.reduce((latest, confirmation) => (confirmation.at > latest ? confirmation.at : latest), terms.createdAt);
  return new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false, // the same bytes on every Node (see the top of this file)
    bufferPages: true, // the footers name the page count, written once every page exists
    font: FONT.body,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `Rent agreement, version ${terms.version}`,
      Producer: 'PDFKit',
      Creator: 'PDFKit',
      CreationDate: terms.createdAt,
      ModDate: lastChange,
    },
  });
}

function contentWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** A new page first when fewer than `lines` body lines are left, so a heading never ends a page alone. */
function keepLinesTogether(doc: PDFKit.PDFDocument, lines: number): void {
  const needed = lines * doc.font(FONT.body).fontSize(SIZE.body).currentLineHeight(true);
  if (doc.y + needed > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function writeTitle(doc: PDFKit.PDFDocument, terms: AgreementTerms, confirmations: readonly AgreementConfirmation[]): void {
  doc.font(FONT.bold).fontSize(SIZE.title).fillColor('black').text('Rent agreement');
  doc.moveDown(0.2);
  doc.font(FONT.body).fontSize(SIZE.body).fillColor(GREY).text(printable(`Version ${terms.version} · made on ${formatIndiaDay(terms.createdAt)} · ${statusLine(confirmations)}`));
  doc.fillColor('black').moveDown(1);
}

function writeParagraph(doc: PDFKit.PDFDocument, line: string): void {
  const left = doc.page.margins.left;
  doc.font(FONT.body).fontSize(SIZE.body);
  if (!line.startsWith('• ')) {
    doc.text(printable(line), left, undefined, { width: contentWidth(doc), lineGap: 2, paragraphGap: 4 });
    return;
  }
  // A list line hangs from its bullet: the bullet in the margin of the text, the wrapped lines under the text.
  keepLinesTogether(doc, 1);
  const top = doc.y;
  doc.text('•', left, top, { lineBreak: false });
  doc.text(printable(line.slice(2)), left + BULLET_INDENT, top, { width: contentWidth(doc) - BULLET_INDENT, lineGap: 2, paragraphGap: 2 });
  doc.x = left;
}

function writeClause(doc: PDFKit.PDFDocument, index: number, clause: AgreementClause): void {
  keepLinesTogether(doc, 4);
  doc.font(FONT.bold).fontSize(SIZE.heading).text(printable(`${index + 1}. ${clause.heading}`), doc.page.margins.left, undefined, { paragraphGap: 3 });
  for (const line of clause.text.split('\n')) writeParagraph(doc, line);
  doc.moveDown(0.6);
}

function writeConfirmation(doc: PDFKit.PDFDocument, confirmation: AgreementConfirmation): void {
  keepLinesTogether(doc, 4);
  const left = doc.page.margins.left;
  doc.font(FONT.bold).fontSize(SIZE.body).text(printable(`The ${confirmation.party}: ${confirmation.name}`), left, undefined, { paragraphGap: 2 });
  const from = confirmation.address ? `from the address ${confirmation.address}` : 'from an address that was not recorded';
  doc.font(FONT.body).text(printable(`Confirmed on ${formatIndiaTimestamp(confirmation.at)}, ${from}, with a one-time code.`), left, undefined, { paragraphGap: 2 });
  doc.text("The draft's SHA-256:", left, undefined, { paragraphGap: 1 });
  doc.font(FONT.mono).fontSize(SIZE.hash).text(printable(confirmation.sha256OfDraft), left, undefined, { paragraphGap: 8 });
}

function writeConfirmations(doc: PDFKit.PDFDocument, confirmations: readonly AgreementConfirmation[]): void {
  keepLinesTogether(doc, 6);
  doc.font(FONT.bold).fontSize(SIZE.heading).text('Confirmations', doc.page.margins.left, undefined, { paragraphGap: 4 });
  if (confirmations.length === 0) {
    writeParagraph(doc, 'This is the draft. Each party confirms it with a one-time code; each confirmation names the SHA-256 fingerprint of this draft and is listed here in the confirmed copy.');
  }
  for (const party of PARTIES) {
    const confirmation = confirmations.find((candidate) => candidate.party === party);
    if (confirmation) writeConfirmation(doc, confirmation);
    else writeParagraph(doc, `Not yet confirmed by the ${party}.`);
  }
}

/** 'Rent agreement, version 2 · page 1 of 3' at the foot of each page, so a loose page says what it belongs to. */
function writeFooters(doc: PDFKit.PDFDocument, terms: AgreementTerms): void {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    // Writing inside the bottom margin would otherwise make PDFKit start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT.body)
      .fontSize(SIZE.footer)
      .fillColor(GREY)
      .text(printable(`Rent agreement, version ${terms.version} · page ${page - start + 1} of ${count}`), doc.page.margins.left, doc.page.height - bottom / 2 - SIZE.footer, {
        width: contentWidth(doc),
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.fillColor('black');
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * The agreement as a PDF: the draft with no confirmations (what both parties confirm, by its SHA-256), or the
 * confirmed copy listing each confirmation, a separate rendering with its own hash.
 */
export async function renderAgreementPdf(terms: AgreementTerms, confirmations: readonly AgreementConfirmation[] = []): Promise<Buffer> {
  const ordered = orderedConfirmations(confirmations);
  const clauses = agreementClauses(terms);
  const doc = newDocument(terms, ordered);
  const bytes = collect(doc);
  writeTitle(doc, terms, ordered);
  clauses.forEach((clause, index) => writeClause(doc, index, clause));
  writeConfirmations(doc, ordered);
  writeFooters(doc, terms);
  doc.end();
  return bytes;
}

/** The document's fingerprint, as confirmations name it: lower-case hex SHA-256 of its bytes. */
export function agreementSha256(pdf: Buffer): string {
  return createHash('sha256').update(pdf).digest('hex');
}
