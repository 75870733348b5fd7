import type { ServerResponse } from 'node:http';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes `bytes` in slices so the response takes as long as `bytesPerSecond` allows: a CDN's pace per object,
 * for the Booking.com fake's photos and the benchmark's pass-through in front of the hotel sites.
 */
export async function sendThrottled(response: ServerResponse, bytes: Buffer, bytesPerSecond: number) {
  const started = Date.now();
  const slice = Math.max(1, Math.round(bytesPerSecond / 20));
  for (let sent = 0; sent < bytes.length && !response.destroyed; sent += slice) {
    response.write(bytes.subarray(sent, sent + slice));
    const due = started + ((sent + slice) / bytesPerSecond) * 1000;
    await wait(Math.max(0, due - Date.now()));
  }
  response.end();
}
