import type {
  AlpineBitsHandshakeResponse,
  AlpineBitsResponse,
  SaveAlpineBitsInput,
  TestAlpineBitsInput,
  UpdateAlpineBitsInput,
} from '@common/alpinebits/schemas';
import { alpineBitsLimits } from '@common/alpinebits/limits';
import { alpineBitsTexts } from '@common/alpinebits/texts';
import type { z } from 'zod';
import type {
  saveAlpineBitsSchema,
  testAlpineBitsSchema,
  updateAlpineBitsSchema,
} from '@common/alpinebits/schemas';
import { handshake, type AlpineBitsHandshake } from '../../integrations/alpinebits';
import { AppError } from '../../lib/app-error';
import { requireMemberHotelWithLocation } from '../hotels/service';
import type { AlpineBitsDeps } from './deps';
import { handshakeError } from './failures';
import {
  deleteConnection,
  findConnection,
  findRoomNames,
  findRuns,
  updateConnection,
  upsertConnection,
  type ConnectionRow,
} from './repository';
import { openPassword, sealPassword, SealedPasswordError } from './sealed-password';
import { connectionView, handshakeView, roomCodeViews, runView, storedHandshake } from './views';

type TestInput = z.output<typeof testAlpineBitsSchema>;
type SaveInput = z.output<typeof saveAlpineBitsSchema>;
type UpdateInput = z.output<typeof updateAlpineBitsSchema>;
export type { SaveAlpineBitsInput, TestAlpineBitsInput, UpdateAlpineBitsInput };

/** The hotel's connection (or null), every room with its code, and the newest runs. 404 for another's hotel. */
export async function getAlpineBits(
  deps: AlpineBitsDeps,
  userId: string,
  hotelId: string,
): Promise<AlpineBitsResponse> {
  const { hotel } = await requireMemberHotelWithLocation(deps.db, userId, hotelId);
  const [connection, roomList, runs] = await Promise.all([
    findConnection(deps.db, hotelId),
    findRoomNames(deps.db, hotelId),
    findRuns(deps.db, hotelId, alpineBitsLimits.runsKept),
  ]);
  return {
    connection: connection ? connectionView(connection, hotel) : null,
    rooms: roomCodeViews(roomList, connection?.roomCodes ?? {}),
    runs: runs.map(runView),
  };
}

/**
 * The server URL must be an http(s) address without credentials in it before anything is sent; whether its host
 * is public is the outbound module's check when the handshake connects (refused-address).
 */
function assertSendableUrl(serverUrl: string) {
  const url = new URL(serverUrl);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '')
    throw new AppError('validation', alpineBitsTexts.serverUrlNotAllowed, {
      fields: { serverUrl: alpineBitsTexts.serverUrlNotAllowed },
    });
}

/** The password to use: the one typed, else the stored one (the first save and test need one typed). */
function passwordFor(deps: AlpineBitsDeps, typed: string, stored: ConnectionRow | undefined): string {
  if (typed !== '') return typed;
  if (!stored)
    throw new AppError('validation', alpineBitsTexts.passwordRequired, {
      fields: { password: alpineBitsTexts.passwordRequired },
    });
  try {
    return openPassword(deps.passwordKey, stored.hotelId, stored.sealedPassword);
  } catch (error) {
    if (!(error instanceof SealedPasswordError)) throw error;
    throw new AppError('validation', alpineBitsTexts.passwordUnreadable, {
      fields: { password: alpineBitsTexts.passwordUnreadable },
    });
  }
}

async function runHandshake(
  deps: AlpineBitsDeps,
  input: TestInput,
  password: string,
): Promise<AlpineBitsHandshake> {
  assertSendableUrl(input.serverUrl);
  try {
    return await handshake(
      { url: input.serverUrl, username: input.username, password },
      { allowedHosts: deps.config.outboundAllowedHosts, timeoutMs: deps.timings.exchangeTimeoutMs },
    );
  } catch (error) {
    throw handshakeError(error);
  }
}

/** 'Test connection': the handshake with the form's values; nothing is saved. */
export async function testConnection(
  deps: AlpineBitsDeps,
  userId: string,
  hotelId: string,
  input: TestInput,
): Promise<AlpineBitsHandshakeResponse> {
  await requireMemberHotelWithLocation(deps.db, userId, hotelId);
  const stored = await findConnection(deps.db, hotelId);
  const found = await runHandshake(deps, input, passwordFor(deps, input.password, stored));
  return { handshake: handshakeView(storedHandshake(found), deps.timings.now()) };
}

/** Codes only for the hotel's own rooms (another hotel's room id, or an unknown one, is refused on its field). */
async function checkedRoomCodes(deps: AlpineBitsDeps, hotelId: string, codes: Record<string, string>) {
  const roomList = await findRoomNames(deps.db, hotelId);
  const known = new Set(roomList.map((room) => room.id));
  const unknown = Object.keys(codes).filter((roomId) => !known.has(roomId));
  if (unknown.length > 0)
    throw new AppError('validation', alpineBitsTexts.roomNotFound, {
      fields: Object.fromEntries(
        unknown.map((roomId) => [`roomCodes.${roomId}`, alpineBitsTexts.roomNotFound]),
      ),
    });
  return codes;
}

/**
 * 'Save': saved only once the handshake with the form's values succeeded, so a connection is never stored as
 * connected to a server that refuses it; an empty password keeps the stored one.
 */
export async function saveConnection(
  deps: AlpineBitsDeps,
  userId: string,
  hotelId: string,
  input: SaveInput,
): Promise<AlpineBitsResponse> {
  await requireMemberHotelWithLocation(deps.db, userId, hotelId);
  const stored = await findConnection(deps.db, hotelId);
  const roomCodes = await checkedRoomCodes(deps, hotelId, input.roomCodes);
  const password = passwordFor(deps, input.password, stored);
  const found = await runHandshake(deps, input, password);
  if (!found.version || !found.supports.inventory)
    throw new AppError('validation', alpineBitsTexts.notSupported, {
      detail: `versions: ${found.versions.map((entry) => entry.version).join(', ')}`,
    });
  await upsertConnection(deps.db, {
    hotelId,
    serverUrl: input.serverUrl,
    username: input.username,
    sealedPassword: sealPassword(deps.passwordKey, hotelId, password),
    hotelCode: input.hotelCode,
    roomCodes,
    autoPush: input.autoPush,
    handshake: storedHandshake(found),
    handshakeAt: deps.timings.now(),
  });
  return getAlpineBits(deps, userId, hotelId);
}

/** The switch and the room codes, without a handshake. */
export async function updateSettings(
  deps: AlpineBitsDeps,
  userId: string,
  hotelId: string,
  input: UpdateInput,
): Promise<AlpineBitsResponse> {
  await requireMemberHotelWithLocation(deps.db, userId, hotelId);
  const stored = await findConnection(deps.db, hotelId);
  if (!stored) throw new AppError('notFound', alpineBitsTexts.notConnected);
  const roomCodes = input.roomCodes && (await checkedRoomCodes(deps, hotelId, input.roomCodes));
  await updateConnection(deps.db, hotelId, {
    ...(input.autoPush === undefined ? {} : { autoPush: input.autoPush }),
    ...(roomCodes ? { roomCodes } : {}),
    updatedAt: new Date(),
  });
  return getAlpineBits(deps, userId, hotelId);
}

/** 'Disconnect': the connection and its runs. */
export async function disconnect(deps: AlpineBitsDeps, userId: string, hotelId: string) {
  await requireMemberHotelWithLocation(deps.db, userId, hotelId);
  await deleteConnection(deps.db, hotelId);
}
