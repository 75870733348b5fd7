import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { otaConnectionName, type OtaType } from '@common/ota/channels';
import type { OtaStatus } from '@common/ota/schemas';
import type { AssignableRole } from '@common/teams/roles';
import {
  assets,
  hotelLocations,
  hotelMembers,
  hotels,
  otaContexts,
  otas,
  rooms,
  user,
} from '../src/db/schema';
import { insertAssetWithTags } from '../src/features/assets/repository';
import { sealingKey, sealLogin } from '../src/features/ota/sealed-login';
import type { SavedLogin } from '../src/integrations/remote-browser/remote-browser';
import { cookieFrom, testAppUrl, type TestApp } from './test-app';

export const defaultPassword = 'correct-horse-battery';

export interface SignedInUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/** Signs up through the API; returns the address used. */
export async function signUp(
  testApp: TestApp,
  email = `user-${randomUUID()}@example.com`,
  password = defaultPassword,
) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: testAppUrl },
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return email;
}

/** The newest link in the dev mailbox sent to an address whose URL contains `marker`. */
export async function latestLink(testApp: TestApp, to: string, marker: string): Promise<string> {
  const messages = await testApp.mailbox.list();
  const link = messages
    .filter((message) => message.to === to)
    .flatMap((message) => message.links)
    .find((candidate) => candidate.includes(marker));
  if (!link) throw new Error(`no ${marker} link mailed to ${to}`);
  return link;
}

/** Opens the confirmation link from the mailbox, as a person would. */
export async function confirmEmail(testApp: TestApp, email: string) {
  const link = new URL(await latestLink(testApp, email, 'verify-email'));
  return testApp.app.inject({ method: 'GET', url: link.pathname + link.search });
}

export async function signIn(testApp: TestApp, email: string, password = defaultPassword) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: testAppUrl },
    payload: { email, password },
  });
}

/** buildUser: a confirmed, signed-in user with a session cookie. */
export async function buildUser(testApp: TestApp, overrides: { email?: string; password?: string } = {}) {
  const password = overrides.password ?? defaultPassword;
  const email = await signUp(testApp, overrides.email, password);
  await confirmEmail(testApp, email);
  const response = await signIn(testApp, email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const [row] = await testApp.context.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error('user row missing');
  return {
    id: row.id,
    email,
    password,
    cookie: cookieFrom(response.headers['set-cookie']),
  } satisfies SignedInUser;
}

/** buildHotel: a hotel with its location, owned by the given user. */
export async function buildHotel(
  testApp: TestApp,
  userId: string,
  overrides: Partial<typeof hotels.$inferInsert> = {},
) {
  const [hotel] = await testApp.context.db
    .insert(hotels)
    .values({ userId, name: 'Hotel Alpenblick', website: 'https://alpenblick.example', ...overrides })
    .returning();
  if (!hotel) throw new Error('hotel insert failed');
  await testApp.context.db.insert(hotelLocations).values({
    hotelId: hotel.id,
    name: hotel.name,
    address: 'Dorfstrasse 1',
    city: 'Zermatt',
    country: 'Switzerland',
  });
  return hotel;
}

/**
 * buildMember: a signed-in user who works on the hotel with the given role (issue 36), added as an accepted
 * invitation would add them.
 */
export async function buildMember(testApp: TestApp, hotelId: string, role: AssignableRole) {
  const member = await buildUser(testApp);
  await testApp.context.db.insert(hotelMembers).values({ hotelId, userId: member.id, role });
  return member;
}

/**
 * buildImageAsset: an image row of the hotel's library without files, for tests about what links to images
 * (galleries); uploads are tested through the API in assets.test.ts.
 */
export async function buildImageAsset(
  testApp: TestApp,
  hotelId: string,
  overrides: Partial<typeof assets.$inferInsert> = {},
) {
  const [asset] = await testApp.context.db
    .insert(assets)
    .values({ ...imageAssetRow(hotelId), ...overrides })
    .returning();
  if (!asset) throw new Error('asset insert failed');
  return asset;
}

/** buildTaggedImageAsset: an image row named `name` with its tags, stored as the library stores them. */
export function buildTaggedImageAsset(testApp: TestApp, hotelId: string, name: string, tags: string[]) {
  return insertAssetWithTags(testApp.context.db, { ...imageAssetRow(hotelId), name }, tags);
}

function imageAssetRow(hotelId: string) {
  const key = `hotel-assets/${hotelId}/${randomUUID()}`;
  return {
    hotelId,
    name: 'photo.jpg',
    category: 'Property',
    storageKey: `${key}.jpg`,
    thumbKey: `${key}-thumb.webp`,
    galleryKey: `${key}-gallery.webp`,
    mimeType: 'image/jpeg',
    size: 1000,
    width: 640,
    height: 480,
    hash: randomBytes(32).toString('hex'),
    perceptualHash: randomBytes(8).readBigInt64BE(),
  };
}

/** buildRoom: a room of the hotel. */
export async function buildRoom(
  testApp: TestApp,
  hotelId: string,
  overrides: Partial<typeof rooms.$inferInsert> = {},
) {
  const [room] = await testApp.context.db
    .insert(rooms)
    .values({ hotelId, name: 'Doppelzimmer Seeblick', type: 'double', ...overrides })
    .returning();
  if (!room) throw new Error('room insert failed');
  return room;
}

/**
 * buildOta: a connected channel of the hotel with a saved login, sealed as the product seals it (the login's
 * cookie expires in 30 days unless given).
 */
export async function buildOta(
  testApp: TestApp,
  hotelId: string,
  options: { type?: OtaType; login?: SavedLogin; cookieExpiryDate?: Date | null; status?: OtaStatus } = {},
) {
  const type = options.type ?? 'booking';
  const cookieExpiryDate =
    options.cookieExpiryDate === undefined
      ? new Date(Date.now() + 30 * 24 * 3600_000)
      : options.cookieExpiryDate;
  const login: SavedLogin = options.login ?? {
    cookies: [
      {
        name: 'esadm',
        value: 'owner-secret-cookie',
        domain: '.admin.booking.com',
        path: '/',
        expires: Math.floor((cookieExpiryDate?.getTime() ?? Date.now()) / 1000),
        httpOnly: true,
        secure: true,
        sameSite: 'Lax',
      },
    ],
    origins: [],
  };
  const sealed = sealLogin(sealingKey(testApp.context.config.secretKey), { hotelId, channel: type }, login);
  const db = testApp.context.db;
  const [context] = await db
    .insert(otaContexts)
    .values({ hotelId, otaType: type, sealed, cookieExpiryDate })
    .returning();
  if (!context) throw new Error('context insert failed');
  const [ota] = await db
    .insert(otas)
    .values({
      hotelId,
      type,
      name: otaConnectionName(type),
      status: options.status ?? 'connected',
      contextId: context.id,
      cookieExpiryDate,
      lastSync: new Date(),
    })
    .returning();
  if (!ota) throw new Error('ota insert failed');
  return { ota, context };
}
