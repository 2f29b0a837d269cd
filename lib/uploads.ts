// What an owner may upload (their home's photos, one ownership document) and the words used when a file is
// refused. Pure, so the form can say the same limits before a byte leaves the phone (docs/uploads.md); the
// server judges the file again by its content (server/storage/uploads.ts).

const MEGABYTE = 1024 * 1024;

export const UPLOAD_MAX_BYTES = 10 * MEGABYTE;

/**
 * Images larger than this are refused before they are decoded: a small file can declare a huge picture (a
 * decompression bomb), and decoding one takes four bytes of memory per pixel. Phones' largest ordinary
 * photos (50 MP modes, 8160 x 6120) fit.
 */
export const UPLOAD_MAX_PIXELS = 50_000_000;

/** For `<input type="file" accept>`. The extensions are there because some phones give HEIC files no type. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';
export const DOCUMENT_ACCEPT = PHOTO_ACCEPT + ',application/pdf';

export const UPLOAD_REFUSALS = {
  not_an_image: 'This file is not a photo. Choose a JPEG, PNG, WebP or HEIC picture.',
  not_a_document: 'This file is not a PDF or a photo. Choose a PDF, or a JPEG, PNG, WebP or HEIC picture.',
  file_too_large: `Each file can be at most ${UPLOAD_MAX_BYTES / MEGABYTE} MB.`,
  image_too_large: `This picture is too large to open. Choose one of at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels.`,
} as const;

export type UploadRefusalCode = keyof typeof UPLOAD_REFUSALS;
