import type { AlpineBitsHotelContent } from '../content';
import { AlpineBitsError } from '../errors';
import type { SupportedVersion } from '../handshake';
import { schemaComplaints } from '../schema-validator';
import { alpineBitsActions, type AlpineBitsMessage } from '../types';
import { renderXml } from '../xml-writer';
import { infoMessage } from './info';
import { inventoryMessage } from './inventory';

export interface BuildOptions {
  /** The version agreed in the handshake, whose schema checks the messages (the newest unless given). */
  version?: SupportedVersion;
  /** Whether the server takes MaxChildOccupancy (the handshake's occupancy_children capability). */
  childOccupancy?: boolean;
  /** The messages' TimeStamp; none unless given (the golden files' messages are the same at every run). */
  timestamp?: Date;
}

/**
 * Both messages, built and checked: AlpineBits' occupancy and naming rules, then the official schema of the
 * version (one xmllint run for both). Anything found throws AlpineBitsError 'invalid-message' with every
 * complaint in `details`, so nothing that would not validate is ever sent.
 */
export async function buildMessages(
  content: AlpineBitsHotelContent,
  options: BuildOptions = {},
): Promise<{ inventory: AlpineBitsMessage; info: AlpineBitsMessage }> {
  const version = options.version ?? '2024-10';
  const inventory = inventoryMessage(content, {
    childOccupancy: options.childOccupancy ?? false,
    timestamp: options.timestamp,
  });
  const info = infoMessage(content, { timestamp: options.timestamp });
  const inventoryXml = renderXml(inventory.root);
  const infoXml = renderXml(info.root);
  const found = await schemaComplaints(
    [
      { name: 'inventory.xml', xml: inventoryXml },
      { name: 'info.xml', xml: infoXml },
    ],
    version,
  );
  const complaints = [
    ...inventory.complaints.map((text) => `Inventory: ${text}`),
    ...found.get('inventory.xml')!.map((text) => `Inventory ${text}`),
    ...found.get('info.xml')!.map((text) => `Info ${text}`),
  ];
  if (complaints.length > 0) {
    throw new AlpineBitsError(
      'invalid-message',
      `the messages do not validate (${complaints.length} problems)`,
      {
        details: complaints.slice(0, 50),
      },
    );
  }
  return {
    inventory: {
      action: alpineBitsActions.inventory,
      version,
      xml: inventoryXml,
      counts: {
        rooms: content.rooms.length,
        pictures: inventory.pictures,
        languages: inventory.languages.size,
      },
      languages: [...inventory.languages],
      leftOut: inventory.leftOut,
    },
    info: {
      action: alpineBitsActions.info,
      version,
      xml: infoXml,
      counts: { rooms: 0, pictures: info.pictures, languages: info.languages.size },
      languages: [...info.languages],
      leftOut: info.leftOut,
    },
  };
}
