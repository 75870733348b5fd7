import { randomUUID } from 'node:crypto';
import sharp from 'sharp';

/** A small real PNG (a colour gradient would do too; a flat colour keeps it tiny). */
export async function tinyPng(width = 64, height = 48, colour = { r: 30, g: 120, b: 200 }) {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A multipart/form-data body with one file, as a browser's FormData would send it. */
export function multipartBody(field: string, filename: string, contentType: string, content: Buffer) {
  const boundary = `----hcs${randomUUID().replace(/-/g, '')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
