import type { AlpineBitsFeature } from './content';
import type { SupportedVersion } from './handshake';

/** The public types of the AlpineBits integration (index.ts exports them). */

export const alpineBitsActions = {
  handshake: 'OTA_Ping:Handshaking',
  inventory: 'OTA_HotelDescriptiveContentNotif:Inventory',
  info: 'OTA_HotelDescriptiveContentNotif:Info',
} as const;
export type AlpineBitsPushAction = typeof alpineBitsActions.inventory | typeof alpineBitsActions.info;

/** Where to send and as whom: the hotel's connection (its password unsealed just for the exchange). */
export interface AlpineBitsConnection {
  /** The server's endpoint, http(s). */
  url: string;
  username: string;
  password: string;
}

export interface AlpineBitsClientOptions {
  /** config.outboundAllowedHosts: hosts that may be reached although private or plain http. */
  allowedHosts: readonly string[];
  /**
   * The whole call ends after this long (a handshake, one message, or a whole push: handshake, build, Inventory,
   * Info); 60 s unless a test says otherwise.
   */
  timeoutMs?: number;
  /** Sent as X-AlpineBits-ClientID. */
  clientId?: string;
  signal?: AbortSignal;
}

/** A catalogue entry left out of a message because OpenTravel has no code for it (the push report lists them). */
export interface LeftOutFeature extends AlpineBitsFeature {
  /** 'hotel', or the room's code. */
  where: string;
}

/** A message built and validated against the schema, ready to send. */
export interface AlpineBitsMessage {
  action: AlpineBitsPushAction;
  /** The version whose schema it was checked against (sent as X-AlpineBits-ClientProtocolVersion). */
  version: SupportedVersion;
  xml: string;
  counts: { rooms: number; pictures: number; languages: number };
  /** The languages its texts are in (ISO 639-1), counted in `counts.languages`. */
  languages: readonly string[];
  leftOut: readonly LeftOutFeature[];
}

export interface AlpineBitsHandshake {
  /** The versions the server supports, each with its actions ('action_OTA_HotelDescriptiveContentNotif_Inventory'). */
  versions: readonly { version: string; actions: readonly string[] }[];
  /** The version both sides speak (ours), or null when the server does not support it. */
  version: SupportedVersion | null;
  /** Whether the server takes each of our push actions in that version. */
  supports: { inventory: boolean; info: boolean; childOccupancy: boolean };
}

export type AlpineBitsOutcome = 'success' | 'warnings' | 'errors';

export interface AlpineBitsSendResult {
  outcome: AlpineBitsOutcome;
  /** The texts of the server's Warning elements (outcome 'warnings'). */
  warnings: readonly string[];
  /** The texts of the server's Error elements (outcome 'errors'). */
  errors: readonly string[];
  /** Time from sending to the complete answer. */
  durationMs: number;
}

export interface AlpineBitsPushReport {
  handshake: AlpineBitsHandshake;
  /** Each message sent, in order: Inventory, then Info where the server takes it. */
  sent: readonly { action: AlpineBitsPushAction; result: AlpineBitsSendResult }[];
  /** The worst of the answers: 'errors' if any message was answered with Errors, else 'warnings' if any had warnings, else 'success'. */
  outcome: AlpineBitsOutcome;
  /** What the messages sent carried (the card's '4 rooms, 38 pictures, 2 languages'): rooms of Inventory, pictures and languages of both. */
  counts: AlpineBitsMessage['counts'];
  /** Catalogue entries with no OpenTravel code, left out of the messages. */
  leftOut: readonly LeftOutFeature[];
}
