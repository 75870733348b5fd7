import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type SignedInUser } from '../../../test/factories';
import { hotelWithImages } from '../../../test/galleries';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';
import { findTemplateSummariesOfHotel } from './template-list-repository';

let testApp: TestApp;
let owner: SignedInUser;
let hotelId: string;
let ids: string[];
const made: Record<string, string> = {};
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
  ({ hotelId, ids } = await hotelWithImages(testApp, owner.id, 4));
  const create = async (name: string, imageIds: string[], coverId: string | null = null) => {
    const response = await call('POST', url(), { name, imageIds, coverId, tags: [name.toLowerCase()] });
    expect(response.statusCode, response.body).toBe(201);
    made[name] = response.json().template.id;
  };
  await create('Three', [ids[0]!, ids[1]!, ids[2]!], ids[2]!);
  await create('None', []);
  await create('One', [ids[3]!]);
  await create('Trashed', [ids[0]!, ids[1]!]);
  expect((await call('DELETE', `${url()}/${made.Trashed}`)).statusCode).toBe(204);
});
afterAll(async () => {
  await testApp.close();
});

const url = () => `/api/hotels/${hotelId}/templates`;
const call = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
  testApp.app.inject({ method, url: path, payload, headers: { cookie: owner.cookie, origin: testAppUrl } });

describe('the template list', () => {
  it('shows each template as the editor reads it, without its content and with its cover only', async () => {
    const listed = (await call('GET', url())).json().templates as Array<Record<string, unknown>>;
    expect(listed.map((template) => template.name)).toEqual(['One', 'None', 'Three']);
    for (const summary of listed) {
      const {
        content: _content,
        images,
        ...template
      } = (await call('GET', `${url()}/${summary.id as string}`)).json().template;
      expect(summary).toEqual({ ...template, images: images.slice(0, 1), imageCount: images.length });
    }
    expect(listed.find((template) => template.name === 'Three')).toMatchObject({
      coverId: ids[2],
      imageCount: 3,
      images: [{ assetId: ids[2], isCover: true, name: 'photo-2.jpg' }],
    });
  });

  it('reads one image per template, its cover, with the count of the others', async () => {
    const summaries = await findTemplateSummariesOfHotel(testApp.context.db, hotelId);
    expect(
      summaries.map(({ template, cover, imageCount }) => [template.name, cover?.assetId, imageCount]),
    ).toEqual([
      ['One', ids[3], 1],
      ['None', undefined, 0],
      ['Three', ids[2], 3],
    ]);
    expect(summaries.every(({ template }) => !('content' in template))).toBe(true);
  });
});
