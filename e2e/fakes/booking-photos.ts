import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createCipheriv } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Photo-like JPEGs for the fake Booking.com image host: 2400x1600 at quality 92, 1 to 3 MB each, every one
 * distinct. Generating one takes 0.3 to 0.45 s (all 20: 6 s on two idle cores, 9 s on busy ones), so each is
 * made once per process and kept on disk under the system's temporary folder, keyed by `photoVersion`: later
 * test runs read the files (milliseconds). Bump the version whenever the generator changes.
 */
const photoVersion = 'v1-2400x1600-q92';
const width = 2400;
const height = 1600;

/** How many distinct images the generator makes; larger properties reuse them with a changed comment. */
export const generatedPhotoCount = 20;

/** A small deterministic generator, so every machine makes the same picture for a seed. */
function xorshift(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
}

/** Raw RGB pixels: a four-colour gradient, a few flat-shaded blocks (walls, windows, furniture) and grain. */
function photoPixels(seed: number): Buffer {
  const next = xorshift(seed);
  const colour = () => [40 + (next() % 180), 40 + (next() % 180), 40 + (next() % 180)];
  const [topLeft, topRight, bottomLeft, bottomRight] = [colour(), colour(), colour(), colour()] as number[][];
  const blocks = Array.from({ length: 3 }, () => {
    const left = next() % (width - 400);
    const top = next() % (height - 300);
    const right = Math.min(width, left + 200 + (next() % 600));
    const bottom = top + 150 + (next() % 500);
    return { left, top, right, bottom, shift: [0, 1, 2].map(() => (next() % 120) - 60) };
  });
  // Grain strength sets the file size: from about 1.2 MB (weak) to 2.6 MB (strong).
  const grain = 16 + (next() % 33);
  const grainOf = new Int16Array(256).map((_, value) => ((value - 128) * grain) >> 7);
  // Grain from an AES-CTR keystream keyed by the seed: deterministic and far faster than a generator in JS.
  const key = Buffer.alloc(16);
  key.writeUInt32BE(seed >>> 0);
  const noise = createCipheriv('aes-128-ctr', key, Buffer.alloc(16)).update(Buffer.alloc(width * height * 3));

  // A clamped array rounds and clamps each value to 0..255 as it is written.
  const pixels = new Uint8ClampedArray(width * height * 3);
  const shiftOf = new Int16Array(width * 3);
  for (let y = 0, row = 0; y < height; y++, row += width * 3) {
    shiftOf.fill(0);
    for (const block of blocks.filter((candidate) => y >= candidate.top && y < candidate.bottom))
      for (let x = block.left; x < block.right; x++) shiftOf.set(block.shift, x * 3);
    const down = y / (height - 1);
    for (let c = 0; c < 3; c++) {
      // This row's channel runs linearly from the left edge's value to the right edge's.
      const left = topLeft![c]! + (bottomLeft![c]! - topLeft![c]!) * down;
      const right = topRight![c]! + (bottomRight![c]! - topRight![c]!) * down;
      const step = (right - left) / (width - 1);
      for (let x = 0, at = c; x < width; x++, at += 3)
        pixels[row + at] = left + step * x + shiftOf[at]! + grainOf[noise[row + at]!]!;
    }
  }
  return Buffer.from(pixels.buffer);
}

async function generatePhoto(seed: number): Promise<Buffer> {
  return sharp(photoPixels(seed), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const cacheFolder = path.join(os.tmpdir(), `hcs-booking-photos-${photoVersion}`);
const generated = new Map<number, Promise<Buffer>>();

// One photo is generated at a time: each needs 11 MB of raw pixels, and the CPU is the limit anyway.
let generating: Promise<unknown> = Promise.resolve();

async function readOrGenerate(number: number): Promise<Buffer> {
  const file = path.join(cacheFolder, `${number}.jpg`);
  if (existsSync(file)) return readFileSync(file);
  const turn = generating.then(() => generatePhoto(number));
  generating = turn.catch(() => undefined);
  const bytes = await turn;
  try {
    mkdirSync(cacheFolder, { recursive: true });
    // Written beside and renamed, so a parallel test worker never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  } catch {
    // The disk cache only saves time; the photo is still served from memory.
  }
  return bytes;
}

/** Generated photo `number` (1 to `generatedPhotoCount`), the same bytes on every call. */
export function generatedPhoto(number: number): Promise<Buffer> {
  if (!Number.isInteger(number) || number < 1 || number > generatedPhotoCount)
    throw new Error(`There is no generated photo ${number}`);
  let photo = generated.get(number);
  if (!photo) {
    photo = readOrGenerate(number);
    generated.set(number, photo);
  }
  return photo;
}

/**
 * The same JPEG with a comment segment after its start marker: it still decodes to the same picture, but its
 * bytes (and SHA-256) differ, so a property can have many distinct photos without generating more.
 */
export function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const comment = Buffer.from(text, 'latin1');
  const header = Buffer.alloc(4);
  header.writeUInt16BE(0xfffe, 0);
  header.writeUInt16BE(comment.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, comment, jpeg.subarray(2)]);
}
