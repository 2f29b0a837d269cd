import 'server-only';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS, UPLOAD_REFUSALS, type UploadRefusalCode } from '@/lib/uploads';
import { AppError } from '@/server/http/errors';

// An owner's upload made safe to keep (docs/uploads.md): judged by its bytes, never by its name or the type the
// browser sent; photos leave as WebP without any of the phone's metadata (its location above all), no larger
// than the pages show them.

/** The largest size a page shows a photo at; Next's image optimizer makes the smaller ones from it. */
const PHOTO_MAX_SIDE = 1600;
/** A document photographed on a phone keeps more pixels, so that its small print stays readable. */
const DOCUMENT_MAX_SIDE = 2400;
const WEBP_QUALITY = 80;

/** A refusal the owner can act on; routes answer it as they answer every AppError (413 or 422, its message). */
export class UploadRefused extends AppError {
  declare readonly code: UploadRefusalCode;

  constructor(code: UploadRefusalCode) {
    super(code, UPLOAD_REFUSALS[code], code === 'file_too_large' ? 413 : 422);
    this.name = 'UploadRefused';
  }
}

export interface PreparedPhoto {
  body: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

export interface PreparedDocument {
  body: Buffer;
  contentType: 'application/pdf' | 'image/webp';
  extension: 'pdf' | 'webp';
}

/** A photo of the home: JPEG, PNG, WebP or HEIC in, WebP out. */
export async function preparePhoto(bytes: Uint8Array): Promise<PreparedPhoto> {
  refuseOversizedFile(bytes);
  return encodeWebp(await openImage(bytes, 'not_an_image'), PHOTO_MAX_SIDE, 'not_an_image');
}

/** An ownership document: a PDF is kept as it came; a photo of the paper is treated like a photo. */
export async function prepareDocument(bytes: Uint8Array): Promise<PreparedDocument> {
  refuseOversizedFile(bytes);
  if (isPdf(bytes)) return { body: Buffer.from(bytes), contentType: 'application/pdf', extension: 'pdf' };
  const image = await encodeWebp(await openImage(bytes, 'not_a_document'), DOCUMENT_MAX_SIDE, 'not_a_document');
  return { body: image.body, contentType: image.contentType, extension: 'webp' };
}

function refuseOversizedFile(bytes: Uint8Array): void {
  if (bytes.byteLength > UPLOAD_MAX_BYTES) throw new UploadRefused('file_too_large');
}

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE);
}

type ImageKind = 'decoded-by-sharp' | 'heic';

/** sharp tells the format by the file's signature, not its name; only the formats PHOTO_ACCEPT names are taken. */
function imageKind(header: Metadata): ImageKind | null {
  if (header.format === 'jpeg' || header.format === 'png' || header.format === 'webp') return 'decoded-by-sharp';
  // 'heif' is also AVIF (compression 'av1'), which is not on the list of accepted photos.
  if (header.format === 'heif' && header.compression === 'hevc') return 'heic';
  return null;
}

async function readHeader(bytes: Uint8Array): Promise<Metadata | null> {
  try {
    // Without a pixel limit here: sharp would refuse a huge picture's header like a corrupt file, and the header
    // is all it reads; the limit is applied to the size it declares (refuseTooManyPixels), then to the decoding.
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return null; // not an image sharp knows (text, random bytes, a PDF)
  }
}

/** The image ready to be resized: oriented, within the pixel limit, or refused. */
async function openImage(bytes: Uint8Array, unreadable: UploadRefusalCode): Promise<Sharp> {
  const header = await readHeader(bytes);
  const kind = header && imageKind(header);
  if (!header || !kind) throw new UploadRefused(unreadable);
  refuseTooManyPixels(header.width, header.height);
  if (kind === 'heic') return openHeic(bytes, unreadable);
  // The phone's EXIF Orientation is applied to the pixels, since the tag itself is dropped with the rest.
  return sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS }).autoOrient();
}

function refuseTooManyPixels(width: number, height: number): void {
  if (width * height > UPLOAD_MAX_PIXELS) throw new UploadRefused('image_too_large');
}

/**
 * sharp's prebuilt libvips reads a HEIC's header but cannot decode HEVC, so libheif compiled to WebAssembly
 * (heic-decode) decodes the pixels, loaded only when a HEIC arrives: it is about 2 MB of script. libheif applies
 * the file's rotation itself, and the raw pixels carry no metadata at all.
 */
async function openHeic(bytes: Uint8Array, unreadable: UploadRefusalCode): Promise<Sharp> {
  const { default: decodeHeic } = await import('heic-decode');
  let images: Awaited<ReturnType<typeof decodeHeic.all>>;
  try {
    images = await decodeHeic.all({ buffer: bytes });
  } catch {
    throw new UploadRefused(unreadable);
  }
  try {
    const primary = images[0];
    if (!primary) throw new UploadRefused(unreadable);
    refuseTooManyPixels(primary.width, primary.height); // the size it will decode at, before a byte is decoded
    const { width, height, data } = await primary.decode().catch(() => {
      throw new UploadRefused(unreadable);
    });
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 }, limitInputPixels: UPLOAD_MAX_PIXELS });
  } finally {
    images.dispose();
  }
}

/**
 * Fits the image inside maxSide x maxSide (never enlarged) and encodes WebP. sharp writes no metadata unless
 * asked (`keepMetadata`, `withMetadata`, ...), and converts a photo with a colour profile to sRGB: no EXIF, GPS,
 * XMP or ICC profile is carried over.
 */
async function encodeWebp(image: Sharp, maxSide: number, unreadable: UploadRefusalCode): Promise<PreparedPhoto> {
  try {
    const { data, info } = await image
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { body: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    // The header was readable but the pixels are not: a truncated or corrupt file.
    if (/pixel limit/i.test((error as Error).message)) throw new UploadRefused('image_too_large');
    throw new UploadRefused(unreadable);
  }
}
