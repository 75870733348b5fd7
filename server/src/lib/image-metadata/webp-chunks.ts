/**
 * Lossless removal of a WebP's metadata: the EXIF and XMP chunks go and the extended header (VP8X) stops
 * announcing them; the image data, an animation's frames and the colour profile (ICCP) are copied as they are.
 * A simple WebP (one VP8 or VP8L chunk, no VP8X) cannot hold metadata and comes back unchanged.
 */
import { MalformedContainerError } from './malformed-container';

const metadataChunks = new Set(['EXIF', 'XMP ']);
const vp8xExifFlag = 0x08;
const vp8xXmpFlag = 0x04;

/** The same WebP without its metadata chunks; throws MalformedContainerError when the chunks do not parse. */
export function withoutWebpMetadata(input: Buffer): Buffer {
  if (
    input.length < 12 ||
    input.toString('latin1', 0, 4) !== 'RIFF' ||
    input.toString('latin1', 8, 12) !== 'WEBP'
  )
    throw new MalformedContainerError('no RIFF WEBP header');
  const kept: Buffer[] = [];
  let position = 12;
  while (position < input.length) {
    if (position + 8 > input.length) throw new MalformedContainerError('the file ends inside a chunk');
    const fourCc = input.toString('latin1', position, position + 4);
    const size = input.readUInt32LE(position + 4);
    // Chunks are padded to an even size.
    const end = position + 8 + size + (size % 2);
    if (end > input.length) throw new MalformedContainerError('a chunk overruns the file');
    if (!metadataChunks.has(fourCc)) {
      const chunk = Buffer.from(input.subarray(position, end));
      if (fourCc === 'VP8X' && size >= 1) chunk[8] = (chunk[8] ?? 0) & ~(vp8xExifFlag | vp8xXmpFlag);
      kept.push(chunk);
    }
    position = end;
  }
  const body = Buffer.concat(kept);
  const header = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([header, body]);
}
