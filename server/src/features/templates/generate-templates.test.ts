import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, assetTags, templates } from '../../db/schema';
import { buildHotel, buildImageAsset, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const generate = (hotelId: string) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/hotels/${hotelId}/templates/generate`,
    payload: {},
    headers: { cookie: owner.cookie, origin: testAppUrl },
  });

describe('Generate Templates (built-in generator)', () => {
  it('saves three to five unpublished drafts with relevance-chosen images, the first as cover', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    for (const [category, tags] of [
      ['Property', ['facade']],
      ['Room Photos', ['bed']],
      ['Dining', ['christmas', 'winter']],
      ['Event Spaces', ['conference']],
    ] as const) {
      const asset = await buildImageAsset(testApp, hotelId, { category });
      await testApp.context.db.insert(assetTags).values(tags.map((tag) => ({ assetId: asset.id, tag })));
    }
    const response = await generate(hotelId);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.label).toMatch(/built-in/i);
    expect(body.templates.length).toBeGreaterThanOrEqual(3);
    expect(body.templates.length).toBeLessThanOrEqual(5);
    for (const template of body.templates) {
      expect(template.isPublished).toBe(false);
      expect(template.images.length).toBeGreaterThan(0);
      expect(template.images.length).toBeLessThanOrEqual(8);
      expect(template.coverId).toBe(template.images[0].assetId);
      expect(template.startDate <= template.endDate).toBe(true);
      expect(template.content.description).toBe(template.description);
    }
    const stored = await testApp.context.db.select().from(templates).where(eq(templates.hotelId, hotelId));
    expect(stored).toHaveLength(body.templates.length);
    const logged = await testApp.context.db.select().from(activities).where(eq(activities.hotelId, hotelId));
    expect(logged.filter((entry) => entry.kind === 'template_create')).toHaveLength(body.templates.length);
  });

  it('generates drafts without images for a hotel with an empty library', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    const response = await generate(hotelId);
    expect(response.statusCode).toBe(201);
    for (const template of response.json().templates) expect(template.images).toEqual([]);
  });
});
