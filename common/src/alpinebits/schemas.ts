import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from '../text';
import { alpineBitsLimits } from './limits';
import { roomCodePattern } from './room-codes';
import { alpineBitsTexts } from './texts';

/**
 * AlpineBits HotelData push (issue 33): a hotel's connection to a channel manager or booking engine, and the
 * pushes of its content. Routes, all signed in, the hotel the user's own (404 otherwise):
 *   GET    /api/hotels/:hotelId/alpinebits            -> AlpineBitsResponse (connection or null, every room with
 *                                                        its code, the last 20 runs newest first)
 *   PUT    /api/hotels/:hotelId/alpinebits            SaveAlpineBitsInput -> AlpineBitsResponse. Saves only after
 *            the handshake succeeds (the URL checked by the outbound rules first); otherwise 400 with the reason
 *            (alpineBitsTexts) and nothing saved. An empty password keeps the stored one (the first save needs
 *            one). handshakesPerHour per user and hotel with POST .../handshake, then 429.
 *   PATCH  /api/hotels/:hotelId/alpinebits            UpdateAlpineBitsInput -> AlpineBitsResponse (the switch and
 *            room codes, no handshake; 404 notConnected without a connection)
 *   DELETE /api/hotels/:hotelId/alpinebits            -> 204 (the connection and its runs; none is fine)
 *   POST   /api/hotels/:hotelId/alpinebits/handshake  TestAlpineBitsInput -> AlpineBitsHandshakeResponse
 *            'Test connection' with the form's values (an empty password: the stored one); nothing saved;
 *            400 with the reason when it fails.
 *   POST   /api/hotels/:hotelId/alpinebits/push       (no body) -> 202 AlpineBitsRunResponse (the queued run;
 *            a run already queued or running for the hotel goes first). 400 noRooms without rooms and
 *            noRoomCodes when no room has a code (no run), 404 notConnected, pushesPerHour per user and hotel
 *            then 429. Rooms without a code are not sent; the run lists them in leftOut (where: 'room').
 * Poll GET while a run is queued or running.
 */

/** Texts in one line: no control characters (NUL included), trimmed. */
const oneLine = (required: string, tooLong: string, maxLength: number) =>
  z
    .string(required)
    .refine((text) => !hasControlCharacters(text), controlCharactersMessage)
    .transform((text) => text.trim())
    .pipe(z.string().min(1, required).max(maxLength, tooLong));

/** The server URL as typed; whether it is http(s) and public is the server's check (outbound rules). */
export const serverUrlField = z
  .string(alpineBitsTexts.serverUrlRequired)
  .trim()
  .min(1, alpineBitsTexts.serverUrlRequired)
  .max(alpineBitsLimits.serverUrlMaxLength, alpineBitsTexts.serverUrlTooLong)
  // Spaces and control characters have no place in an address; URL parsing would quietly drop some of them.
  .regex(/^[^\s\p{Cc}]+$/u, alpineBitsTexts.serverUrlInvalid)
  .refine((url) => URL.canParse(url), alpineBitsTexts.serverUrlInvalid);

export const usernameField = oneLine(
  alpineBitsTexts.usernameRequired,
  alpineBitsTexts.usernameTooLong,
  alpineBitsLimits.usernameMaxLength,
).refine((username) => !username.includes(':'), alpineBitsTexts.usernameColon);

/** '' keeps the stored password. Not trimmed: a password may begin or end with a space. */
export const passwordField = z
  .string(alpineBitsTexts.passwordRequired)
  .max(alpineBitsLimits.passwordMaxLength, alpineBitsTexts.passwordTooLong)
  .refine((password) => !hasControlCharacters(password), controlCharactersMessage);

export const hotelCodeField = oneLine(
  alpineBitsTexts.hotelCodeRequired,
  alpineBitsTexts.hotelCodeTooLong,
  alpineBitsLimits.hotelCodeMaxLength,
);

export const roomCodeField = z
  .string(alpineBitsTexts.roomCodeInvalid)
  .trim()
  .regex(roomCodePattern, alpineBitsTexts.roomCodeInvalid);

/**
 * Room id -> code. A room left out has no code (readiness says so). Codes are unique within the hotel without
 * regard to case; a duplicate is named on the field of the second room that has it ('roomCodes.<roomId>').
 */
export const roomCodesField = z
  .record(z.uuid(alpineBitsTexts.roomNotFound), roomCodeField)
  .refine(
    (codes) => Object.keys(codes).length <= alpineBitsLimits.roomCodesMax,
    alpineBitsTexts.tooManyRoomCodes,
  )
  .superRefine((codes, context) => {
    const seen = new Set<string>();
    for (const [roomId, code] of Object.entries(codes)) {
      const key = code.toUpperCase();
      if (seen.has(key))
        context.addIssue({ code: 'custom', path: [roomId], message: alpineBitsTexts.roomCodeTaken(code) });
      seen.add(key);
    }
  });

export const testAlpineBitsSchema = z.strictObject({
  serverUrl: serverUrlField,
  username: usernameField,
  password: passwordField,
});
export type TestAlpineBitsInput = z.input<typeof testAlpineBitsSchema>;

export const saveAlpineBitsSchema = z.strictObject({
  serverUrl: serverUrlField,
  username: usernameField,
  password: passwordField,
  hotelCode: hotelCodeField,
  roomCodes: roomCodesField,
  autoPush: z.boolean(alpineBitsTexts.autoPushInvalid),
});
export type SaveAlpineBitsInput = z.input<typeof saveAlpineBitsSchema>;

export const updateAlpineBitsSchema = z
  .strictObject({
    autoPush: z.boolean(alpineBitsTexts.autoPushInvalid).optional(),
    roomCodes: roomCodesField.optional(),
  })
  .refine(
    (input) => input.autoPush !== undefined || input.roomCodes !== undefined,
    alpineBitsTexts.nothingToChange,
  );
export type UpdateAlpineBitsInput = z.input<typeof updateAlpineBitsSchema>;

/** What 'Test connection' found: the versions the server speaks, each with its actions, and what we can push. */
export interface AlpineBitsHandshakeView {
  /** Each version the server supports with its actions ('action_OTA_HotelDescriptiveContentNotif_Inventory'). */
  versions: { version: string; actions: string[] }[];
  /** The version both sides speak (the newest of ours the server takes), or null when none. */
  version: string | null;
  /** Whether the server takes the Inventory (room categories) and Info (hotel information) pushes. */
  supports: { inventory: boolean; info: boolean };
  checkedAt: string;
}

export interface AlpineBitsConnectionView {
  serverUrl: string;
  username: string;
  /** Whether a password is stored: it never leaves the server. */
  hasPassword: boolean;
  hotelCode: string;
  autoPush: boolean;
  /** The handshake of the last save. */
  handshake: AlpineBitsHandshakeView | null;
  /** Whether content changed since the last push began (or nothing was pushed yet). */
  changedSinceLastPush: boolean;
  createdAt: string;
  updatedAt: string;
}

/** Every room of the hotel, in the rooms page's order, with its stored code (null: none yet, as for a new room). */
export interface AlpineBitsRoomCodeView {
  roomId: string;
  name: string;
  code: string | null;
  /** The stored code, or one read from the name, unique within the hotel: what the dialog prefills. */
  suggestedCode: string;
}

export const pushRunStatuses = ['queued', 'running', 'succeeded', 'warnings', 'failed'] as const;
export type PushRunStatus = (typeof pushRunStatuses)[number];

export const pushRunTriggers = ['manual', 'auto'] as const;
export type PushRunTrigger = (typeof pushRunTriggers)[number];

/**
 * Why a run failed: a fault of the exchange (the integration's kinds), the server's Errors answer
 * ('errors-answer'), or our own ('no-rooms', 'password-unreadable', 'internal').
 */
export const pushFailureKinds = [
  'refused-credentials',
  'not-alpinebits',
  'xml-error',
  'request-refused',
  'timeout',
  'network',
  'server-error',
  'refused-address',
  'not-supported',
  'invalid-message',
  'errors-answer',
  'no-rooms',
  'no-room-codes',
  'password-unreadable',
  'internal',
] as const;
export type PushFailureKind = (typeof pushFailureKinds)[number];

export type AlpineBitsOutcome = 'success' | 'warnings' | 'errors';

/** The server's answer to one message. */
export interface PushAnswerView {
  message: 'inventory' | 'info';
  outcome: AlpineBitsOutcome;
  warnings: string[];
  errors: string[];
}

export interface PushRunView {
  id: string;
  status: PushRunStatus;
  trigger: PushRunTrigger;
  queuedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** From the start of the run to its end, retries included. */
  durationMs: number | null;
  /** Tries of the exchange (1 unless a network fault or a 5xx answer was retried). */
  tries: number;
  /** What was sent: rooms of the Inventory message, pictures and languages of both; null before it was built. */
  counts: { rooms: number; pictures: number; languages: number } | null;
  /** The languages sent (ISO 639-1). */
  languages: string[];
  /** The server's answers in order (Inventory, then Info where the server takes it). */
  answers: PushAnswerView[];
  /** Every warning and error text of the answers. */
  warnings: string[];
  errors: string[];
  /** Why it failed, in plain words (alpineBitsTexts), with the details the other side gave. */
  failure: { kind: PushFailureKind; message: string; details: string[] } | null;
  /**
   * What was left out for want of a code: catalogue features without an OpenTravel code (where: 'hotel' or the
   * room's code) and rooms without a room code (key: the room's id, where: 'room').
   */
  leftOut: { key: string; name: string; where: string }[];
}

export interface AlpineBitsResponse {
  connection: AlpineBitsConnectionView | null;
  rooms: AlpineBitsRoomCodeView[];
  /** Newest first, at most alpineBitsLimits.runsKept. */
  runs: PushRunView[];
}

export interface AlpineBitsHandshakeResponse {
  handshake: AlpineBitsHandshakeView;
}

export interface AlpineBitsRunResponse {
  run: PushRunView;
}
