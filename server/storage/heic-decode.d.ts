// The part of heic-decode's API server/storage/uploads.ts uses (the package ships no types).
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, four bytes per pixel, rows top to bottom. */
    data: Uint8ClampedArray;
  }

  /** A top-level image of the file: its size is known before its pixels are decoded. */
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }

  interface Decode {
    (input: { buffer: Uint8Array }): Promise<DecodedImage>;
    /** Every top-level image; the caller must call `dispose()` on the list when done. */
    all(input: { buffer: Uint8Array }): Promise<HeicImage[] & { dispose(): void }>;
  }

  const decode: Decode;
  export default decode;
}
