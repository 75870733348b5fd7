import { AlpineBitsExchange } from './client';
import type { AlpineBitsHotelContent } from './content';
import { AlpineBitsError } from './errors';
import {
  childOccupancyCapability,
  handshakeActions,
  runHandshake,
  supportedVersions,
  type SharedVersion,
  type SupportedVersion,
} from './handshake';
import { buildMessages } from './messages/build';
import type {
  AlpineBitsClientOptions,
  AlpineBitsConnection,
  AlpineBitsHandshake,
  AlpineBitsMessage,
  AlpineBitsOutcome,
  AlpineBitsPushReport,
  AlpineBitsSendResult,
} from './types';

/** OTA_Ping:Handshaking: which versions and actions the server supports. Throws AlpineBitsError. */
export async function handshake(
  connection: AlpineBitsConnection,
  options: AlpineBitsClientOptions,
): Promise<AlpineBitsHandshake> {
  const exchange = new AlpineBitsExchange(connection, options);
  try {
    return summary(await runHandshake(exchange));
  } finally {
    exchange.close();
  }
}

/** Sends one built message; the server's Errors answer is a result (outcome 'errors'), not a throw. */
export async function sendMessage(
  connection: AlpineBitsConnection,
  message: AlpineBitsMessage,
  options: AlpineBitsClientOptions,
): Promise<AlpineBitsSendResult> {
  const exchange = new AlpineBitsExchange(connection, options);
  try {
    return await send(exchange, message);
  } finally {
    exchange.close();
  }
}

/**
 * The whole push: the handshake (which version, whether Info is taken), then both messages built and checked
 * against that version's schema (nothing but the handshake is sent if either does not validate), then Inventory,
 * then Info where the server supports it. Throws AlpineBitsError on a fault (the caller retries the whole push
 * when `retryable`); the server's Errors answer is in the report, not thrown.
 */
export async function pushHotelContent(
  connection: AlpineBitsConnection,
  content: AlpineBitsHotelContent,
  options: AlpineBitsClientOptions,
): Promise<AlpineBitsPushReport> {
  const exchange = new AlpineBitsExchange(connection, options);
  try {
    const found = summary(await runHandshake(exchange));
    if (!found.version || !found.supports.inventory) {
      throw new AlpineBitsError(
        'not-supported',
        `the server does not take room categories (OTA_HotelDescriptiveContentNotif:Inventory) in ${supportedVersions.join(', ')}`,
      );
    }
    const built = await buildMessages(content, {
      version: found.version,
      childOccupancy: found.supports.childOccupancy,
    });
    const messages = found.supports.info ? [built.inventory, built.info] : [built.inventory];
    const sent: AlpineBitsPushReport['sent'][number][] = [];
    for (const message of messages)
      sent.push({ action: message.action, result: await send(exchange, message) });
    return {
      handshake: found,
      sent,
      outcome: worst(sent.map(({ result }) => result.outcome)),
      counts: {
        rooms: built.inventory.counts.rooms,
        pictures: messages.reduce((sum, message) => sum + message.counts.pictures, 0),
        languages: new Set(messages.flatMap((message) => message.languages)).size,
      },
      leftOut: messages.flatMap((message) => message.leftOut),
    };
  } finally {
    exchange.close();
  }
}

async function send(exchange: AlpineBitsExchange, message: AlpineBitsMessage): Promise<AlpineBitsSendResult> {
  const started = performance.now();
  const answer = await exchange.send(
    message.action,
    message.xml,
    message.version,
    'OTA_HotelDescriptiveContentNotifRS',
  );
  return {
    outcome: answer.outcome,
    warnings: answer.warnings.map((note) => note.text),
    errors: answer.errors.map((note) => note.text),
    durationMs: Math.round(performance.now() - started),
  };
}

function summary(shared: SharedVersion[]): AlpineBitsHandshake {
  const chosen = supportedVersions
    .map((version) => shared.find((entry) => entry.version === version))
    .find((entry) => entry?.actions.includes(handshakeActions.inventory));
  return {
    versions: shared.map(({ version, actions }) => ({ version, actions })),
    version: (chosen?.version as SupportedVersion | undefined) ?? null,
    supports: {
      inventory: !!chosen,
      info: !!chosen?.actions.includes(handshakeActions.info),
      childOccupancy: !!chosen?.supports[handshakeActions.inventory]?.includes(childOccupancyCapability),
    },
  };
}

const rank: Record<AlpineBitsOutcome, number> = { success: 0, warnings: 1, errors: 2 };

function worst(outcomes: AlpineBitsOutcome[]): AlpineBitsOutcome {
  return outcomes.reduce<AlpineBitsOutcome>((a, b) => (rank[b] > rank[a] ? b : a), 'success');
}
