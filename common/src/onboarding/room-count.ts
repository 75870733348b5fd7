import { z } from 'zod';

/** The most rooms a hotel (or a chain's total) may have: far above any real property. */
export const maxRoomCount = 100_000;

export const roomCountTexts = {
  notANumber: 'Please enter the number of rooms as a whole number, for example 42.',
  negative: 'The number of rooms cannot be negative.',
  tooLarge: `The number of rooms can be at most ${maxRoomCount.toLocaleString('en')}.`,
} as const;

/** A room count as the server takes it: a whole number from 0, or null for none entered. */
export const roomCountSchema = z
  .number({ error: roomCountTexts.notANumber })
  .int(roomCountTexts.notANumber)
  .min(0, roomCountTexts.negative)
  .max(maxRoomCount, roomCountTexts.tooLarge)
  .nullable();

export type RoomCountReading = { ok: true; count: number | null } | { ok: false; message: string };

/** Reads the room count as typed: blank is no count; '-3', '12a' or '4.5' are refused with the reason. */
export function readRoomCount(text: string): RoomCountReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, count: null };
  if (/^-\s*\d+$/.test(trimmed)) return { ok: false, message: roomCountTexts.negative };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: roomCountTexts.notANumber };
  const count = Number(trimmed);
  if (count > maxRoomCount) return { ok: false, message: roomCountTexts.tooLarge };
  return { ok: true, count };
}
