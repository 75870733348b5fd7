/**
 * AlpineBits HotelData (issue 33): the messages a hotel's content is pushed in, checked against the official
 * schema (schema/alpinebits.xsd), and the client that sends them. The push feature calls only what is exported
 * here.
 */
import type { AlpineBitsFeature, AlpineBitsHotelContent } from './content';

export * from './content';
export { AlpineBitsError, type AlpineBitsFailureKind } from './errors';

/** The version of the standard the messages follow and the schema copy is from. */
export const alpineBitsVersion = '2024-10';

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
  /** The whole exchange (connect, send, answer) ends after this long; 60 s unless a test says otherwise. */
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
  xml: string;
  counts: { rooms: number; pictures: number; languages: number };
  leftOut: readonly LeftOutFeature[];
}

export interface AlpineBitsHandshake {
  /** The versions the server supports, each with its actions ('action_OTA_HotelDescriptiveContentNotif_Inventory'). */
  versions: readonly { version: string; actions: readonly string[] }[];
  /** The version both sides speak (ours), or null when the server does not support it. */
  version: string | null;
  /** Whether the server takes each of our push actions in that version. */
  supports: { inventory: boolean; info: boolean };
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

/** Builds the Inventory message (room categories) and validates it; throws AlpineBitsError 'invalid-message'. */
export async function buildInventoryMessage(
  content: AlpineBitsHotelContent,
  options?: { timestamp?: Date },
): Promise<AlpineBitsMessage> {
  void content;
  void options;
  throw new Error('not yet');
}

/** Builds the Info message (hotel descriptions, pictures, policies, location) and validates it. */
export async function buildInfoMessage(
  content: AlpineBitsHotelContent,
  options?: { timestamp?: Date },
): Promise<AlpineBitsMessage> {
  void content;
  void options;
  throw new Error('not yet');
}

/** OTA_Ping:Handshaking: which versions and actions the server supports. Throws AlpineBitsError. */
export async function handshake(
  connection: AlpineBitsConnection,
  options: AlpineBitsClientOptions,
): Promise<AlpineBitsHandshake> {
  void connection;
  void options;
  throw new Error('not yet');
}

/** Sends one built message; the server's Errors answer is a result (outcome 'errors'), not a throw. */
export async function sendMessage(
  connection: AlpineBitsConnection,
  message: AlpineBitsMessage,
  options: AlpineBitsClientOptions,
): Promise<AlpineBitsSendResult> {
  void connection;
  void message;
  void options;
  throw new Error('not yet');
}

export interface AlpineBitsPushReport {
  handshake: AlpineBitsHandshake;
  /** Each message sent, in order: Inventory, then Info where the server takes it. */
  sent: readonly { action: AlpineBitsPushAction; result: AlpineBitsSendResult }[];
  /** The worst of the answers: 'errors' if any message was answered with Errors, else 'warnings' if any... */
  outcome: AlpineBitsOutcome;
  /** What the Inventory message carried (what the card shows: '4 rooms, 38 pictures, 2 languages'). */
  counts: AlpineBitsMessage['counts'];
  /** Catalogue entries with no OpenTravel code, left out of the messages. */
  leftOut: readonly LeftOutFeature[];
}

/**
 * The whole push: builds and validates both messages (nothing is sent if either does not validate), runs the
 * handshake, sends Inventory, then Info where the server supports it. Throws AlpineBitsError on a fault (the
 * caller retries the whole push when `retryable`); the server's Errors answer is in the report, not thrown.
 */
export async function pushHotelContent(
  connection: AlpineBitsConnection,
  content: AlpineBitsHotelContent,
  options: AlpineBitsClientOptions,
): Promise<AlpineBitsPushReport> {
  void connection;
  void content;
  void options;
  throw new Error('not yet');
}
