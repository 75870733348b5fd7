import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { SignedInUser } from './factories';
import { testAppUrl, type TestApp } from './test-app';

/** A small real PNG (a colour gradient would do too; a flat colour keeps it tiny). */
export async function tinyPng(width = 64, height = 48, colour = { r: 30, g: 120, b: 200 }) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with one file, as a browser's FormData would send it. */
export function multipartBody(
  field: string,
  filename: string,
  contentType: string,
  content: Buffer,
  fields: Record<string, string> = {},
) {
  const boundary = `----hcs${randomUUID().replace(/-/g, '')}`;
  // Text fields come first, as browsers send FormData in insertion order.
  const fieldParts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    fieldParts.join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename.replace(/"/g, '\\"')}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads one file to a hotel's library as the signed-in user's browser would; the answer as it comes. */
export function uploadAsset(
  testApp: TestApp,
  user: SignedInUser,
  hotelId: string,
  file: { name: string; type: string; content: Buffer },
  fields: Record<string, string> = {},
) {
  const { payload, headers } = multipartBody('file', file.name, file.type, file.content, fields);
  return testApp.app.inject({
    method: 'POST',
    url: `/api/hotels/${hotelId}/assets`,
    payload,
    headers: { ...headers, cookie: user.cookie, origin: testAppUrl },
  });
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A tiny PNG whose header claims huge dimensions: what a decompression bomb looks like to a server that reads
 * the header before decoding.
 */
export function pngClaimingSize(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
