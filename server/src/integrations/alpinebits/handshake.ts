import { otaNamespace } from './answers';
import type { AlpineBitsExchange } from './client';
import { escapeText, xmlDeclaration } from './xml-writer';

/**
 * The handshake (AlpineBits 2018-10 and later, action OTA_Ping:Handshaking): the client lists the versions and
 * actions it speaks as JSON in EchoData; the server answers with the ones both speak, as JSON in a Warning of
 * Type 11 and Status ALPINEBITS_HANDSHAKE, and echoes EchoData.
 */

/** The versions we speak, newest first: their schemas are in schema/ and the messages are checked per version. */
export const supportedVersions = ['2024-10', '2022-10', '2020-10'] as const;
export type SupportedVersion = (typeof supportedVersions)[number];

export const handshakeActions = {
  ping: 'action_OTA_Ping',
  inventory: 'action_OTA_HotelDescriptiveContentNotif_Inventory',
  info: 'action_OTA_HotelDescriptiveContentNotif_Info',
} as const;

/** We send MaxChildOccupancy, which a server takes only when it says so with this capability. */
export const childOccupancyCapability = 'OTA_HotelDescriptiveContentNotif_Inventory_occupancy_children';

const maxVersions = 20;
const maxActions = 50;

interface HandshakeJson {
  versions?: { version?: unknown; actions?: { action?: unknown; supports?: unknown }[] }[];
}

export interface SharedVersion {
  version: string;
  actions: string[];
  /** Capabilities per action ('OTA_HotelDescriptiveContentNotif_Inventory_occupancy_children'). */
  supports: Record<string, string[]>;
}

export function pingRequest(): string {
  const ours = {
    versions: supportedVersions.map((version) => ({
      version,
      actions: [
        { action: handshakeActions.ping },
        { action: handshakeActions.inventory, supports: [childOccupancyCapability] },
        { action: handshakeActions.info },
      ],
    })),
  };
  return (
    `${xmlDeclaration}<OTA_PingRQ xmlns="${otaNamespace}" Version="8.000">\n` +
    `  <EchoData>${escapeText(JSON.stringify(ours))}</EchoData>\n</OTA_PingRQ>\n`
  );
}

/** Runs the handshake; the versions both sides speak, newest of ours first. */
export async function runHandshake(exchange: AlpineBitsExchange): Promise<SharedVersion[]> {
  const answer = await exchange.send(
    'OTA_Ping:Handshaking',
    pingRequest(),
    supportedVersions[0],
    'OTA_PingRS',
  );
  const note =
    answer.warnings.find((warning) => warning.status === 'ALPINEBITS_HANDSHAKE') ?? answer.warnings[0];
  // An answer without the intersection (an older server) shares nothing we can rely on; EchoData is only ours.
  return sharedVersions(note?.text ?? '');
}

function sharedVersions(json: string): SharedVersion[] {
  let parsed: HandshakeJson;
  try {
    parsed = JSON.parse(json) as HandshakeJson;
  } catch {
    return [];
  }
  if (!Array.isArray(parsed.versions)) return [];
  // A server's answer is at most 1 MB; what the report keeps of it is bounded further.
  return parsed.versions.slice(0, maxVersions).flatMap((entry) => {
    if (typeof entry?.version !== 'string') return [];
    const actions = (Array.isArray(entry.actions) ? entry.actions.slice(0, maxActions) : []).filter(
      (action): action is { action: string; supports?: unknown } => typeof action?.action === 'string',
    );
    const supports = Object.fromEntries(
      actions.map((action) => [
        action.action,
        Array.isArray(action.supports)
          ? action.supports.slice(0, maxActions).filter((s): s is string => typeof s === 'string')
          : [],
      ]),
    );
    return [
      { version: entry.version.slice(0, 32), actions: actions.map((a) => a.action.slice(0, 128)), supports },
    ];
  });
}
