import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDaysToIsoDate } from '@common/templates/date-range';
import { templates } from '../../db/schema';
import { buildHotel, buildUser } from '../../../test/factories';
import { notificationsOf } from '../../../test/notifications';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { noticeTemplateDates } from './date-notices';

/** Published templates going live tomorrow or ended yesterday are told to their owner (issue 15, point 5). */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const deps = () => ({ db: testApp.context.db, log: testApp.context.log });

async function buildTemplate(
  hotelId: string,
  values: { name: string; startDate?: string; endDate?: string; isPublished?: boolean },
) {
  const [row] = await testApp.context.db
    .insert(templates)
    .values({ hotelId, isPublished: true, ...values })
    .returning();
  return row!;
}

describe('the template date sweep on fixed dates', () => {
  it('tells of published templates starting tomorrow and ended yesterday, once each', async () => {
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id);
    await buildTemplate(hotel.id, { name: 'Spring Gala', startDate: '2033-04-11', endDate: '2033-04-20' });
    await buildTemplate(hotel.id, { name: 'Easter Brunch', startDate: '2033-04-01', endDate: '2033-04-09' });
    // Not published: a draft never goes live.
    await buildTemplate(hotel.id, { name: 'Draft Idea', startDate: '2033-04-11', isPublished: false });
    // Starting today, or ending today: not tomorrow, not yesterday.
    await buildTemplate(hotel.id, { name: 'Today Only', startDate: '2033-04-10', endDate: '2033-04-10' });

    const morning = new Date('2033-04-10T06:00:00.000Z');
    await noticeTemplateDates(deps(), morning);
    await noticeTemplateDates(deps(), new Date('2033-04-10T23:00:00.000Z'));
    const stored = await notificationsOf(testApp, user.id);
    expect(stored.map((row) => [row.kind, row.params, row.hotelId])).toEqual([
      ['template_starts', { templateName: 'Spring Gala', date: '2033-04-11' }, hotel.id],
      ['template_ended', { templateName: 'Easter Brunch', date: '2033-04-09' }, hotel.id],
    ]);
  });

  it('tells again when a template is given new dates, and tells only the hotel’s owner', async () => {
    const user = await buildUser(testApp);
    const other = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id);
    await buildHotel(testApp, other.id);
    const template = await buildTemplate(hotel.id, { name: 'Harvest Week', startDate: '2034-09-02' });
    await noticeTemplateDates(deps(), new Date('2034-09-01T12:00:00.000Z'));
    await testApp.context.db
      .update(templates)
      .set({ startDate: '2034-09-09' })
      .where(eq(templates.id, template.id));
    await noticeTemplateDates(deps(), new Date('2034-09-08T12:00:00.000Z'));
    const stored = await notificationsOf(testApp, user.id);
    expect(stored.map((row) => row.params)).toEqual([
      { templateName: 'Harvest Week', date: '2034-09-02' },
      { templateName: 'Harvest Week', date: '2034-09-09' },
    ]);
    expect(await notificationsOf(testApp, other.id)).toEqual([]);
  });
});

describe('the sweep’s schedule', () => {
  it('runs as soon as the app is ready', async () => {
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id);
    const tomorrow = addDaysToIsoDate(new Date().toISOString().slice(0, 10), 1);
    await buildTemplate(hotel.id, { name: 'Opening Night', startDate: tomorrow });
    const restarted = await buildTestApp({}, { database: testApp.context.database });
    try {
      await vi.waitFor(
        async () =>
          expect((await notificationsOf(testApp, user.id)).map((row) => row.params)).toEqual([
            { templateName: 'Opening Night', date: tomorrow },
          ]),
        { timeout: 10_000 },
      );
    } finally {
      await restarted.close();
    }
  });
});
