import { decodeImage } from '../../lib/image-input';

/**
 * A 64-bit difference hash: the picture shrunk to 9x8 grey pixels, one bit per left/right brightness step.
 * Re-exports and resizes of the same photo land a few bits apart; different photos are far apart.
 * Computed from the thumbnail-sized rendition, which is cheap to decode.
 */
export async function differenceHash(image: Buffer): Promise<bigint> {
  const decoded = await decodeImage(image);
  const pixels = await decoded.rotate().greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row++) {
    for (let column = 0; column < 8; column++) {
      const left = pixels[row * 9 + column] ?? 0;
      const right = pixels[row * 9 + column + 1] ?? 0;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  // Stored in a signed 64-bit column.
  return BigInt.asIntN(64, hash);
}

export function hammingDistance(a: bigint, b: bigint): number {
  let difference = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (difference > 0n) {
    bits += Number(difference & 1n);
    difference >>= 1n;
  }
  return bits;
}

/** At most this many differing bits counts as "the same photo". */
export const nearDuplicateDistance = 6;
