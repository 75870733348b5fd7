import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, user } from '../../db/schema';
import { buildHotel, buildMember, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const at = (iso: string) => sql`${iso}::timestamptz` as unknown as Date;
const header = '\uFEFFDate,Member,Kind,Title,Field,Before,After\r\n';
const csvOf = (hotelId: string, query = '') =>
  requestAs(testApp, owner, 'GET', `/api/hotels/${hotelId}/activity-log.csv${query}`);

describe('the activity log as CSV', () => {
  it('writes one line per field changed, newest first, quoted and with formulas defused', async () => {
    const hotel = await buildHotel(testApp, owner.id, { name: 'Hôtel Zürich, "Am See"' });
    const anna = await buildMember(testApp, hotel.id, 'editor');
    await testApp.context.db.update(user).set({ name: 'Anna Weber' }).where(eq(user.id, anna.id));
    await testApp.context.db.insert(activities).values([
      {
        hotelId: hotel.id,
        kind: 'asset_upload',
        title: 'Uploaded new Property: a.jpg',
        createdAt: at('2026-03-01T09:00:00Z'),
      },
      {
        hotelId: hotel.id,
        kind: 'description_update',
        title: 'Updated the hotel description',
        actorUserId: anna.id,
        actorName: 'Anna Weber',
        changes: [
          { field: 'Description (EN)', before: 'Quiet, "cosy" rooms\nwith a view', after: '=HYPERLINK("x")' },
        ],
        createdAt: at('2026-03-02T10:30:00Z'),
      },
      {
        hotelId: hotel.id,
        kind: 'room_update',
        title: 'Updated room: Suite',
        actorUserId: anna.id,
        actorName: 'Anna Weber',
        changes: [
          { field: 'Name', before: '+Suite', after: '-Suite' },
          { field: 'Size (m²)', before: null, after: '@40' },
          { field: 'View', before: '\tsea', after: '\rlake' },
        ],
        createdAt: at('2026-03-03T11:00:00Z'),
      },
    ]);

    const response = await csvOf(hotel.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="activity-log-hotel-zurich-am-see-${day}.csv"; ` +
        `filename*=UTF-8''${encodeURIComponent(`activity-log-hôtel-zürich-am-see-${day}.csv`)}`,
    );
    expect(response.body).toBe(
      header +
        "2026-03-03T11:00:00.000Z,Anna Weber,room_update,Updated room: Suite,Name,'+Suite,'-Suite\r\n" +
        "2026-03-03T11:00:00.000Z,Anna Weber,room_update,Updated room: Suite,Size (m²),,'@40\r\n" +
        `2026-03-03T11:00:00.000Z,Anna Weber,room_update,Updated room: Suite,View,'\tsea,"'\rlake"\r\n` +
        '2026-03-02T10:30:00.000Z,Anna Weber,description_update,Updated the hotel description,Description (EN),' +
        `"Quiet, ""cosy"" rooms\nwith a view","'=HYPERLINK(""x"")"\r\n` +
        '2026-03-01T09:00:00.000Z,,asset_upload,Uploaded new Property: a.jpg,,,\r\n',
    );
  });

  it('takes the filters of the log and writes every entry, past one batch', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const rows = Array.from({ length: 1_234 }, (_, index) => ({
      hotelId: hotel.id,
      kind: index % 2 === 0 ? 'room_update' : 'gallery_update',
      title: `entry ${index}`,
      createdAt: at(`2026-01-01T00:00:00.${String(index).padStart(6, '0')}Z`),
    }));
    await testApp.context.db.insert(activities).values(rows);

    const all = (await csvOf(hotel.id)).body.split('\r\n').slice(1, -1);
    expect(all).toHaveLength(1_234);
    expect(new Set(all).size).toBe(1_234);
    expect(all[0]).toContain('entry 1233');
    expect(all.at(-1)).toContain('entry 0');

    const rooms = (await csvOf(hotel.id, '?kind=room_update')).body.split('\r\n').slice(1, -1);
    expect(rooms).toHaveLength(617);
    expect(rooms.every((line) => line.includes(',room_update,'))).toBe(true);
    const none = await csvOf(hotel.id, '?from=2026-01-02');
    expect(none.body).toBe(header);
  });
});
