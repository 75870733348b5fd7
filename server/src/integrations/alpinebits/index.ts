/**
 * AlpineBits HotelData (issue 33): the messages a hotel's content is pushed in, checked against the official
 * schema (schema/), and the client that sends them. The push feature calls only what is exported here:
 *   handshake(connection, options)                 'Test connection': versions and actions the server takes
 *   pushHotelContent(connection, content, options) the push: handshake, build + validate, Inventory, Info
 *   buildInventoryMessage / buildInfoMessage       a message built and validated (nothing sent)
 *   sendMessage(connection, message, options)      one built message sent
 * Faults throw AlpineBitsError (kind, retryable); the server's Errors answer is a result.
 */
import type { AlpineBitsHotelContent } from './content';
import { buildMessages, type BuildOptions } from './messages/build';
import type { AlpineBitsMessage } from './types';

export * from './content';
export * from './types';
export { AlpineBitsError, type AlpineBitsFailureKind } from './errors';
export { supportedVersions, type SupportedVersion } from './handshake';
export { handshake, pushHotelContent, sendMessage } from './push';
export type { BuildOptions } from './messages/build';

/** The newest version we speak, whose schema is schema/alpinebits.xsd. */
export const alpineBitsVersion = '2024-10';

/** Builds the Inventory message (room categories) and validates it; throws AlpineBitsError 'invalid-message'. */
export async function buildInventoryMessage(
  content: AlpineBitsHotelContent,
  options?: BuildOptions,
): Promise<AlpineBitsMessage> {
  return (await buildMessages(content, options)).inventory;
}

/** Builds the Info message (hotel descriptions, pictures, policies, location) and validates it. */
export async function buildInfoMessage(
  content: AlpineBitsHotelContent,
  options?: BuildOptions,
): Promise<AlpineBitsMessage> {
  return (await buildMessages(content, options)).info;
}
