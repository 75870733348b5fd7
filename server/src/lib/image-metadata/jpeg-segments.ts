/**
 * Lossless removal of a JPEG's metadata: the segments before the image data are copied one by one, leaving out
 * those that describe the photo or its photographer. Kept: JFIF (APP0), the ICC colour profile (APP2
 * 'ICC_PROFILE'), Adobe's colour transform (APP14, which CMYK and YCCK files need to decode with the right
 * colours) and every non-APP segment (tables, frame header). Everything from the first scan on is copied as it
 * is, so the pixels stay bit for bit the same.
 */
import { MalformedContainerError } from './malformed-container';

const marker = {
  soi: 0xd8,
  eoi: 0xd9,
  sos: 0xda,
  app0: 0xe0,
  app2: 0xe2,
  app14: 0xee,
  com: 0xfe,
} as const;

const iccSignature = Buffer.from('ICC_PROFILE\0', 'latin1');
const jfifSignature = Buffer.from('JFIF\0', 'latin1');

/** APP1 (Exif, XMP), APP13 (IPTC, Photoshop), the other APPn and comments go; see the file's comment. */
function keepsSegment(code: number, payload: Buffer): boolean {
  if (code === marker.com) return false;
  if (code < marker.app0 || code > 0xef) return true;
  if (code === marker.app0) return payload.subarray(0, jfifSignature.length).equals(jfifSignature);
  if (code === marker.app2) return payload.subarray(0, iccSignature.length).equals(iccSignature);
  return code === marker.app14;
}

/** The same JPEG without its metadata segments; throws MalformedContainerError when the markers do not parse. */
export function withoutJpegMetadata(input: Buffer): Buffer {
  if (input.length < 4 || input[0] !== 0xff || input[1] !== marker.soi)
    throw new MalformedContainerError('no JPEG start marker');
  const kept: Buffer[] = [input.subarray(0, 2)];
  let position = 2;
  while (position < input.length) {
    if (input[position] !== 0xff) throw new MalformedContainerError(`no marker at byte ${position}`);
    // Any number of 0xFF fill bytes may come before a marker's code.
    let codeAt = position + 1;
    while (input[codeAt] === 0xff) codeAt++;
    const code = input[codeAt];
    if (code === undefined) throw new MalformedContainerError('the file ends inside a marker');
    if (code === marker.eoi || code === marker.sos) {
      kept.push(input.subarray(position));
      return Buffer.concat(kept);
    }
    const lengthAt = codeAt + 1;
    if (lengthAt + 2 > input.length) throw new MalformedContainerError('the file ends inside a segment');
    const end = lengthAt + input.readUInt16BE(lengthAt);
    if (end > input.length || end < lengthAt + 2)
      throw new MalformedContainerError('a segment overruns the file');
    if (keepsSegment(code, input.subarray(lengthAt + 2, end))) kept.push(input.subarray(position, end));
    position = end;
  }
  throw new MalformedContainerError('the file ends before its image data');
}
