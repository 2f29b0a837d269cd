import 'server-only';
import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import {
  FITTING_STATE_LABELS,
  KEY_KINDS,
  KEY_LABELS,
  METER_KINDS,
  METER_LABELS,
  REPORT_KIND_LABELS,
  type FittingCheck,
  type HandedKeys,
  type Meters,
  type ReportKind,
} from '@/lib/tenancies/condition-report';
import { formatCalendarDay, formatIndiaTimestamp } from '@/lib/time/india';
import { toWinAnsi } from './agreement-pdf';

// A condition report as a PDF (docs/move-in.md "The condition reports"), drawn like the rent agreement
// (agreement-pdf.ts): PDFKit's standard fonts, uncompressed content, the info dates from the report (created, locked),
// never the clock, so the same report gives the same bytes and SHA-256. Each photo is embedded small (a JPEG
// thumbnail the caller made) with its SHA-256, the fingerprint of the stored photo, so a photo shown later can be
// matched to the one both parties confirmed.

export interface ReportPdfPhoto {
  sha256: string;
  /** A small JPEG of the stored photo; omitted, only the hash is listed. */
  thumbnail: Buffer | null;
}

export interface ReportPdfInput {
  kind: ReportKind;
  home: string;
  societyName: string;
  tenantName: string;
  ownerName: string;
  moveInDate: string;
  createdAt: Date;
  rooms: { name: string; note: string; photos: ReportPdfPhoto[] }[];
  meters: Meters;
  keys: HandedKeys;
  fittings: FittingCheck[];
  confirmations: { party: 'tenant' | 'owner'; name: string; at: Date; address: string | null }[];
}

const FONT = { body: 'Helvetica', bold: 'Helvetica-Bold', mono: 'Courier' } as const;
const SIZE = { title: 20, heading: 13, body: 11, small: 8, footer: 9 } as const;
const MARGIN = 56;
const THUMB = { width: 120, height: 90, gap: 8 } as const;
const GREY = '#555555';

const printable = (text: string) => toWinAnsi(text);

function newDocument(input: ReportPdfInput): PDFKit.PDFDocument {
  const lastChange = input.confirmations.reduce((latest, confirmation) => (confirmation.at > latest ? confirmation.at : latest), input.createdAt);
  return new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false, // the same bytes on every Node, as the agreement
    bufferPages: true,
    font: FONT.body,
    lang: 'en-IN',
    displayTitle: true,
    info: { Title: `${REPORT_KIND_LABELS[input.kind]} report`, Producer: 'PDFKit', Creator: 'PDFKit', CreationDate: input.createdAt, ModDate: lastChange },
  });
}

const width = (doc: PDFKit.PDFDocument) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

function roomFor(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function heading(doc: PDFKit.PDFDocument, text: string): void {
  roomFor(doc, 60);
  doc.font(FONT.bold).fontSize(SIZE.heading).fillColor('black').text(printable(text), doc.page.margins.left, undefined, { paragraphGap: 4 });
}

function line(doc: PDFKit.PDFDocument, text: string, options: { grey?: boolean } = {}): void {
  doc
    .font(FONT.body)
    .fontSize(SIZE.body)
    .fillColor(options.grey ? GREY : 'black')
    .text(printable(text), doc.page.margins.left, undefined, { width: width(doc), lineGap: 2, paragraphGap: 3 });
  doc.fillColor('black');
}

function writePhotos(doc: PDFKit.PDFDocument, photos: readonly ReportPdfPhoto[]): void {
  const left = doc.page.margins.left;
  const perRow = Math.max(1, Math.floor((width(doc) + THUMB.gap) / (THUMB.width + THUMB.gap)));
  const shown = photos.filter((photo) => photo.thumbnail);
  for (let start = 0; start < shown.length; start += perRow) {
    roomFor(doc, THUMB.height + 4);
    const top = doc.y;
    shown.slice(start, start + perRow).forEach((photo, index) => {
      doc.image(photo.thumbnail!, left + index * (THUMB.width + THUMB.gap), top, { fit: [THUMB.width, THUMB.height] });
    });
    doc.x = left;
    doc.y = top + THUMB.height + 4;
  }
  photos.forEach((photo, index) => {
    doc.font(FONT.mono).fontSize(SIZE.small).text(`Photo ${index + 1} SHA-256: ${photo.sha256}`, left, undefined, { width: width(doc) });
  });
  if (photos.length) doc.moveDown(0.4);
}

function writeRooms(doc: PDFKit.PDFDocument, input: ReportPdfInput): void {
  heading(doc, 'Rooms');
  for (const room of input.rooms) {
    roomFor(doc, 40);
    doc.font(FONT.bold).fontSize(SIZE.body).text(printable(room.name), doc.page.margins.left, undefined, { paragraphGap: 2 });
    line(doc, room.note || 'No note.', { grey: !room.note });
    line(doc, room.photos.length ? `${room.photos.length} photo${room.photos.length === 1 ? '' : 's'}:` : 'No photos.', { grey: true });
    writePhotos(doc, room.photos);
    doc.moveDown(0.3);
  }
}

const reading = (value: number | null) => (value === null ? 'Not read' : String(value));

function writeHandover(doc: PDFKit.PDFDocument, input: ReportPdfInput): void {
  heading(doc, 'Meter readings');
  for (const kind of METER_KINDS) line(doc, `${METER_LABELS[kind]}: ${reading(input.meters[kind])}`);
  doc.moveDown(0.5);
  heading(doc, 'Keys handed over');
  for (const kind of KEY_KINDS) line(doc, `${KEY_LABELS[kind]}: ${reading(input.keys[kind])}`);
  doc.moveDown(0.5);
  heading(doc, 'Fittings');
  if (!input.fittings.length) line(doc, 'No fittings were let with the home.', { grey: true });
  for (const fitting of input.fittings) {
    const state = fitting.state ? FITTING_STATE_LABELS[fitting.state] : 'Not checked';
    line(doc, `• ${fitting.name}: ${state}${fitting.note ? ` (${fitting.note})` : ''}`);
  }
  doc.moveDown(0.5);
}

function writeConfirmations(doc: PDFKit.PDFDocument, input: ReportPdfInput): void {
  heading(doc, 'Confirmations');
  for (const party of ['tenant', 'owner'] as const) {
    const confirmation = input.confirmations.find((candidate) => candidate.party === party);
    if (!confirmation) {
      line(doc, `Not yet confirmed by the ${party}.`, { grey: true });
      continue;
    }
    const from = confirmation.address ? `from the address ${confirmation.address}` : 'from an address that was not recorded';
    doc.font(FONT.bold).fontSize(SIZE.body).text(printable(`The ${party}: ${confirmation.name}`), doc.page.margins.left, undefined, { paragraphGap: 2 });
    line(doc, `Confirmed on ${formatIndiaTimestamp(confirmation.at)}, ${from}.`);
  }
}

function writeFooters(doc: PDFKit.PDFDocument, input: ReportPdfInput): void {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page += 1) {
    doc.switchToPage(page);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(FONT.body)
      .fontSize(SIZE.footer)
      .fillColor(GREY)
      .text(printable(`${REPORT_KIND_LABELS[input.kind]} report · ${input.home} · page ${page - start + 1} of ${count}`), doc.page.margins.left, doc.page.height - bottom / 2 - SIZE.footer, {
        width: width(doc),
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

/** The report as a PDF: the same input gives the same bytes. */
export async function renderConditionReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const doc = newDocument(input);
  const bytes = collect(doc);
  doc.font(FONT.bold).fontSize(SIZE.title).text(`${REPORT_KIND_LABELS[input.kind]} report`);
  doc.moveDown(0.2);
  line(doc, `${input.home}, ${input.societyName}`);
  line(doc, `Tenant: ${input.tenantName} · Owner: ${input.ownerName} · Moving in: ${formatCalendarDay(input.moveInDate)}`, { grey: true });
  line(doc, 'The condition of the home and each item, as both parties confirmed it, with dated photos. Clauses 5, 10 and 14 of the rent agreement refer to it.', { grey: true });
  doc.moveDown(0.8);
  writeRooms(doc, input);
  writeHandover(doc, input);
  writeConfirmations(doc, input);
  writeFooters(doc, input);
  doc.end();
  return bytes;
}

export function reportSha256(pdf: Buffer): string {
  return createHash('sha256').update(pdf).digest('hex');
}
