import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HotelPoliciesResponse } from '@common/content/policies';
import { activities, features, featureSubcategories, hotelFeatures, hotelPolicies } from '../../db/schema';
import { useAppWithHotel } from '../../../test/app-with-hotel';
import { buildHotel } from '../../../test/factories';
import { requestAs } from '../../../test/test-app';
import { activeFeatureGroupsOfHotel } from './service';

const h = useAppWithHotel();
const call = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  requestAs(h.testApp, h.owner, method, url, payload);
const db = () => h.testApp.context.db;

describe('hotel policies (issue 31, point 6)', () => {
  it('starts with nothing stated, saves one choice per group and the time ranges, and reads them back', async () => {
    const { hotelId } = h;
    expect((await call('GET', `/api/hotels/${hotelId}/policies`)).json()).toEqual({
      policies: {
        pets: null,
        smoking: null,
        parties: null,
        children: null,
        checkIn: { from: null, until: null },
        checkOut: { from: null, until: null },
      },
    });
    const saved = await call('PUT', `/api/hotels/${hotelId}/policies`, {
      pets: 'on-request',
      smoking: 'not-allowed',
      checkIn: { from: '15:00', until: '22:30' },
      checkOut: { from: null, until: '11:00' },
    });
    expect(saved.statusCode).toBe(200);
    const expected: HotelPoliciesResponse = {
      policies: {
        pets: 'on-request',
        smoking: 'not-allowed',
        parties: null,
        children: null,
        checkIn: { from: '15:00', until: '22:30' },
        checkOut: { from: null, until: '11:00' },
      },
    };
    expect(saved.json()).toEqual(expected);
    expect((await call('GET', `/api/hotels/${hotelId}/policies`)).json()).toEqual(expected);
    // A later choice replaces the earlier one: there is no second pets option to contradict it.
    await call('PUT', `/api/hotels/${hotelId}/policies`, { ...expected.policies, pets: 'not-allowed' });
    expect((await call('GET', `/api/hotels/${hotelId}/policies`)).json().policies.pets).toBe('not-allowed');
  });

  it('answers 400 naming the field for an unknown option, a malformed time or an end before its start', async () => {
    const url = `/api/hotels/${h.hotelId}/policies`;
    const refusals: [unknown, string, string][] = [
      [{ pets: 'sometimes' }, 'pets', 'Please choose one of the options'],
      [{ pets: ['allowed', 'not-allowed'] }, 'pets', 'Please choose one of the options'],
      [{ checkIn: { from: '25:00', until: null } }, 'checkIn.from', 'Please enter a time as HH:MM'],
      [
        { checkOut: { from: '11:00', until: '10:00' } },
        'checkOut.until',
        'The end of the time range must be after its start',
      ],
      [
        { checkIn: { from: '15:00', until: '15:00' } },
        'checkIn.until',
        'The end of the time range must be after its start',
      ],
    ];
    for (const [payload, field, message] of refusals) {
      const response = await call('PUT', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
    }
  });

  it('are told to the preview and the generators in the channels words, before the policy switches', async () => {
    const hotel = await buildHotel(h.testApp, h.owner.id);
    await call('PUT', `/api/hotels/${hotel.id}/policies`, {
      pets: 'on-request',
      checkIn: { from: '14:00', until: '22:00' },
    });
    await call('PUT', `/api/hotels/${hotel.id}/features/free-wifi`, { active: true });
    await call('PUT', `/api/hotels/${hotel.id}/features/card-visa`, { active: true });
    const groups = await activeFeatureGroupsOfHotel(db(), hotel.id);
    expect(groups.map((group) => [group.category, group.subcategory, group.features])).toEqual([
      ['facilities', 'Most popular facilities', ['Free WiFi']],
      ['policies', 'Check-in', ['Check-in 14:00-22:00']],
      ['policies', 'Pets', ['Pets allowed on request']],
      ['policies', 'Cards accepted', ['Visa']],
    ]);
  });
});

/** The statements of migration 0021 that turn the old switches into choices and ranges. */
const conversion = readFileSync(
  new URL('../../db/migrations/0021_policies_as_choices.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .filter((statement) => /^\s*(--.*\n)*\s*(WITH|DELETE)/.test(statement));

/** The old catalogue's switches (gone from the catalogue, so the start's sync removed their rows). */
const oldSubcategories = ['check-in', 'check-out', 'pets', 'smoking', 'parties'];
const oldFeatures: [id: string, subcategoryId: string, name: string][] = [
  ['check-in-14-22', 'check-in', 'Check-in 14:00-22:00'],
  ['check-in-15-24', 'check-in', 'Check-in 15:00-00:00'],
  ['check-out-10', 'check-out', 'Check-out until 10:00'],
  ['check-out-12', 'check-out', 'Check-out until 12:00'],
  ['pets-allowed', 'pets', 'Pets allowed'],
  ['pets-on-request', 'pets', 'Pets allowed on request'],
  ['pets-not-allowed', 'pets', 'Pets are not allowed'],
  ['smoking-not-allowed', 'smoking', 'Smoking is not allowed'],
  ['smoking-designated-areas', 'smoking', 'Smoking allowed in designated areas'],
  ['parties-allowed', 'parties', 'Parties/events are allowed'],
  ['children-welcome', 'children-beds', 'Children welcome'],
  ['adults-only', 'general', 'Adults only'],
];

async function seedOldSwitches() {
  await db()
    .insert(featureSubcategories)
    .values(
      oldSubcategories.map((id, index) => ({ id, categoryId: 'policies', name: id, sortOrder: 50 + index })),
    )
    .onConflictDoNothing();
  await db()
    .insert(features)
    .values(
      oldFeatures.map(([id, subcategoryId, name], index) => ({ id, subcategoryId, name, sortOrder: index })),
    )
    .onConflictDoNothing();
}

const switchOn = (hotelId: string, featureIds: string[]) =>
  db()
    .insert(hotelFeatures)
    .values(featureIds.map((featureId) => ({ hotelId, featureId, active: true })));

const logSwitch = (hotelId: string, featureId: string, minutesAgo: number) =>
  db()
    .insert(activities)
    .values({
      hotelId,
      kind: 'feature_enable',
      title: `Enabled feature: ${featureId}`,
      entityId: featureId,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });

describe('migration 0021: contradicting policy switches', () => {
  it('keeps the latest switch of each group, turns slots into ranges and removes the old switches', async () => {
    await seedOldSwitches();
    const contradicting = (await buildHotel(h.testApp, h.owner.id)).id;
    await switchOn(contradicting, [
      'pets-allowed',
      'pets-not-allowed',
      'pets-on-request',
      'smoking-not-allowed',
      'smoking-designated-areas',
      'check-in-14-22',
      'check-in-15-24',
      'check-out-10',
      'check-out-12',
      'children-welcome',
      'adults-only',
      'free-wifi',
    ]);
    // Pets: 'not allowed' was switched on last. Check-in: 15:00-00:00 last. Check-out: 10:00 last. Children:
    // 'adults only' has a logged switch, 'children welcome' none (an import's), so the logged one is later.
    await logSwitch(contradicting, 'pets-allowed', 30);
    await logSwitch(contradicting, 'pets-on-request', 20);
    await logSwitch(contradicting, 'pets-not-allowed', 10);
    await logSwitch(contradicting, 'pets-allowed', 40);
    await logSwitch(contradicting, 'check-in-14-22', 9);
    await logSwitch(contradicting, 'check-in-15-24', 3);
    await logSwitch(contradicting, 'check-out-12', 8);
    await logSwitch(contradicting, 'check-out-10', 2);
    await logSwitch(contradicting, 'adults-only', 50);
    // Own entry from a website import: a time the old slots lacked.
    const plain = (await buildHotel(h.testApp, h.owner.id)).id;
    const [own] = await db()
      .insert(features)
      .values({
        id: `hotel-own-${plain}`,
        subcategoryId: 'check-in',
        name: 'Check-in 16:00',
        sortOrder: 9,
        hotelId: plain,
      })
      .returning();
    await switchOn(plain, ['parties-allowed', own!.id]);
    const untouched = (await buildHotel(h.testApp, h.owner.id)).id;
    await switchOn(untouched, ['free-wifi']);

    for (const statement of conversion) await db().execute(sql.raw(statement));

    const policiesOf = async (hotelId: string) =>
      (await db().select().from(hotelPolicies).where(eq(hotelPolicies.hotelId, hotelId)))[0];
    expect(await policiesOf(contradicting)).toMatchObject({
      pets: 'not-allowed',
      // Neither smoking switch was logged: the first listed (the stricter) is kept.
      smoking: 'not-allowed',
      parties: null,
      children: 'adults-only',
      checkInFrom: '15:00',
      checkInUntil: '23:59',
      checkOutFrom: null,
      checkOutUntil: '10:00',
    });
    expect(await policiesOf(plain)).toMatchObject({
      pets: null,
      parties: 'allowed',
      checkInFrom: '16:00',
      checkInUntil: null,
    });
    expect(await policiesOf(untouched)).toBeUndefined();
    const left = await db()
      .select({ hotelId: hotelFeatures.hotelId, featureId: hotelFeatures.featureId })
      .from(hotelFeatures)
      .where(sql`${hotelFeatures.hotelId} in (${contradicting}, ${plain}, ${untouched})`);
    expect(left.map((row) => row.featureId)).toEqual(['free-wifi', 'free-wifi']);
    expect(await db().select().from(features).where(eq(features.hotelId, plain))).toEqual([]);
  });
});
