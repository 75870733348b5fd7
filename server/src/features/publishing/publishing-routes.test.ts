import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishingView } from '@common/publishing/schemas';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
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

const galleryStatus = async (publicId: string | null) =>
  (await testApp.app.inject({ method: 'GET', url: `/embed/hotels/${publicId}/gallery` })).statusCode;

async function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) {
  const response = await requestAs(testApp, owner, method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PublishingView>();
}

describe('publishing routes', () => {
  it('start off without a public id; the first publish makes one, switching off keeps it', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const url = `/api/hotels/${hotel.id}/publishing`;
    expect(await call('GET', url)).toEqual({ publishContent: false, publicId: null });

    const published = await call('PUT', url, { publishContent: true });
    expect(published.publishContent).toBe(true);
    expect(published.publicId).toMatch(/^[\w-]{22}$/);
    expect(await galleryStatus(published.publicId)).toBe(200);

    expect(await call('PUT', url, { publishContent: false })).toEqual({
      publishContent: false,
      publicId: published.publicId,
    });
    expect(await galleryStatus(published.publicId)).toBe(404);
    // Published again, the addresses on the hotel's website work again.
    expect(await call('PUT', url, { publishContent: true })).toEqual(published);
    expect(await call('GET', url)).toEqual(published);
  });

  it('a new public id stops the old addresses at once', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const url = `/api/hotels/${hotel.id}/publishing`;
    const { publicId: old } = await call('PUT', url, { publishContent: true });
    const renewed = await call('POST', `${url}/public-id`);
    expect(renewed.publishContent).toBe(true);
    expect(renewed.publicId).not.toBe(old);
    expect(await galleryStatus(old)).toBe(404);
    expect(await galleryStatus(renewed.publicId)).toBe(200);
  });

  it('two hotels switched on at once get different ids, and two switches at once keep one', async () => {
    const [first, second] = [await buildHotel(testApp, owner.id), await buildHotel(testApp, owner.id)];
    const answers = await Promise.all([
      call('PUT', `/api/hotels/${first.id}/publishing`, { publishContent: true }),
      call('PUT', `/api/hotels/${first.id}/publishing`, { publishContent: true }),
      call('PUT', `/api/hotels/${second.id}/publishing`, { publishContent: true }),
    ]);
    expect(answers[0]?.publicId).toBe(answers[1]?.publicId);
    expect(answers[2]?.publicId).not.toBe(answers[0]?.publicId);
  });

  it('refuses a switch that is not true or false, naming the field', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    for (const payload of [{}, { publishContent: 'yes' }, { publishContent: true, publicId: 'mine' }]) {
      const response = await requestAs(testApp, owner, 'PUT', `/api/hotels/${hotel.id}/publishing`, payload);
      expect(response.statusCode).toBe(400);
    }
    const refused = await requestAs(testApp, owner, 'PUT', `/api/hotels/${hotel.id}/publishing`, {});
    expect(refused.json()).toMatchObject({
      error: { fields: { publishContent: 'Choose whether the hotel publishes its content.' } },
    });
  });
});
