import sharp from 'sharp';

/** Refuses decompression bombs before sharp decodes anything (ARCHITECTURE.md, images). */
export const maxInputPixels = 40_000_000;

/** A sharp pipeline for untrusted bytes. */
export function openImage(bytes: Uint8Array) {
  return sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' });
}
