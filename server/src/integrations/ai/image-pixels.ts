import { loadSharp } from '../../lib/image-input';

/** Refuses decompression bombs before sharp decodes anything (ARCHITECTURE.md, images). */
export const maxInputPixels = 40_000_000;

/** A sharp pipeline for untrusted bytes. */
export async function openImage(bytes: Uint8Array) {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' });
}
