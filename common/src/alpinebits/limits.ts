/**
 * The limits of an AlpineBits connection (issue 33), stated once for the server, the database and the dialog.
 * The code lengths are the AlpineBits schema's (alpinebits.xsd: HotelCode StringLength1to16, InvTypeCode
 * def_invTypeCode_string of 1 to 8 characters).
 */
export const alpineBitsLimits = {
  serverUrlMaxLength: 2000,
  usernameMaxLength: 200,
  passwordMaxLength: 200,
  hotelCodeMaxLength: 16,
  roomCodeMaxLength: 8,
  /** Room codes one request may set: far more rooms than a hotel has, few enough to check at once. */
  roomCodesMax: 1000,
  /** Push runs kept per hotel; older ones are deleted when a new one is queued. */
  runsKept: 20,
  /** 'Push automatically after changes' pushes a changed hotel at most once in this many minutes. */
  autoPushIntervalMinutes: 15,
  /** 'Test connection' and 'Save' (each a handshake with the server) per user and hotel and hour. */
  handshakesPerHour: 30,
  /** 'Push content' per user and hotel and hour. */
  pushesPerHour: 20,
  /** Tries of one message on a network fault or a 5xx answer (never on the server's Errors answer). */
  tries: 3,
} as const;
