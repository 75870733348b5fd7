/**
 * Lossless removal of a PNG's metadata: text chunks (tEXt, zTXt, iTXt: author, comments, software, XMP), EXIF
 * (eXIf) and the modification time (tIME) go; every other chunk, the colour profile (iCCP, sRGB, gAMA, cHRM),
 * the image data and an APNG's frames among them, is copied as it is, with its own checksum.
 */
import { MalformedContainerError } from './malformed-container';

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const metadataChunks = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

/** The same PNG without its metadata chunks; throws MalformedContainerError when the chunks do not parse. */
export function withoutPngMetadata(input: Buffer): Buffer {
  if (!input.subarray(0, signature.length).equals(signature))
    throw new MalformedContainerError('no PNG signature');
  const kept: Buffer[] = [signature];
  let position = signature.length;
  while (position < input.length) {
    if (position + 12 > input.length) throw new MalformedContainerError('the file ends inside a chunk');
    const type = input.toString('latin1', position + 4, position + 8);
    // length, type, data, checksum
    const end = position + 12 + input.readUInt32BE(position);
    if (end > input.length) throw new MalformedContainerError('a chunk overruns the file');
    if (!metadataChunks.has(type)) kept.push(input.subarray(position, end));
    position = end;
    if (type === 'IEND') return Buffer.concat(kept);
  }
  throw new MalformedContainerError('the file ends before IEND');
}
