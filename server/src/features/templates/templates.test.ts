import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, assets, templateImages, templates, templateTags } from '../../db/schema';
import { buildUser, type SignedInUser } from '../../../test/factories';
import { hotelWithImages as hotelWithLibrary } from '../../../test/galleries';
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

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie: owner.cookie, origin: testAppUrl },
  });

/** A hotel of the owner with `count` images (photo-0.jpg, photo-1.jpg...) and the URL of its templates. */
async function hotelWithImages(count: number) {
  const { hotelId, ids } = await hotelWithLibrary(testApp, owner.id, count);
  return { hotelId, ids, url: `/api/hotels/${hotelId}/templates` };
}

const summer = (imageIds: string[] = [], extra: Record<string, unknown> = {}) => ({
  name: '  Sommer am See ',
  description: 'Für Familien\nim Juli',
  category: 'seasonal',
  startDate: '2027-06-01',
  endDate: '2027-08-31',
  tags: [' summer ', '', 'family', 'summer'],
  imageIds,
  coverId: imageIds[1] ?? null,
  isPublished: true,
  ...extra,
});

describe('creating and reading templates', () => {
  it('stores the template with trimmed fields, tags once each, and images with the cover first', async () => {
    const { url, ids } = await hotelWithImages(3);
    const response = await call('POST', url, summer(ids));
    expect(response.statusCode).toBe(201);
    const { template } = response.json();
    expect(template).toMatchObject({
      name: 'Sommer am See',
      description: 'Für Familien\nim Juli',
      category: 'seasonal',
      startDate: '2027-06-01',
      endDate: '2027-08-31',
      tags: ['family', 'summer'],
      isPublished: true,
      coverId: ids[1],
      content: { description: '' },
    });
    expect(template.images.map((image: { assetId: string }) => image.assetId)).toEqual([
      ids[1],
      ids[0],
      ids[2],
    ]);
    expect(template.images[0]).toMatchObject({ isCover: true, name: 'photo-1.jpg' });
    expect(template.images[0].thumbUrl).toMatch(/thumb\.webp$/);

    const read = await call('GET', `${url}/${template.id}`);
    expect(read.json().template).toEqual(template);
  });

  it('starts a new template as an unpublished event', async () => {
    const { url } = await hotelWithImages(0);
    const { template } = (await call('POST', url, { name: 'Weihnachtsmarkt' })).json();
    expect(template).toMatchObject({
      category: 'event',
      isPublished: false,
      images: [],
      coverId: null,
      tags: [],
    });
  });

  it('lists published templates first, then the newest first', async () => {
    const { url } = await hotelWithImages(0);
    for (const [name, isPublished] of [
      ['A', false],
      ['B', true],
      ['C', false],
      ['D', true],
    ] as const) {
      expect((await call('POST', url, { name, isPublished })).statusCode).toBe(201);
    }
    const names = (await call('GET', url)).json().templates.map((t: { name: string }) => t.name);
    expect(names).toEqual(['D', 'B', 'C', 'A']);
  });

  it('logs template_create for a new template', async () => {
    const { url, hotelId } = await hotelWithImages(0);
    const { template } = (await call('POST', url, { name: 'Ostern' })).json();
    const logged = await testApp.context.db.select().from(activities).where(eq(activities.hotelId, hotelId));
    expect(logged).toEqual([
      expect.objectContaining({
        kind: 'template_create',
        entityId: template.id,
        title: 'Created template: Ostern',
      }),
    ]);
  });
});

describe('refusals change nothing', () => {
  const refused = async (url: string, payload: unknown, message: string) => {
    const response = await call('POST', url, payload);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  };

  it('refuses an end before the start, a blank name, 200 tags, a huge name and unknown dates', async () => {
    const { url, hotelId } = await hotelWithImages(0);
    await refused(
      url,
      { name: 'X', startDate: '2027-05-02', endDate: '2027-05-01' },
      'The end date cannot be before the start date',
    );
    await refused(url, { name: '   ' }, 'Please enter a name');
    await refused(
      url,
      { name: 'X', tags: Array.from({ length: 200 }, (_, i) => `tag-${i}`) },
      'At most 30 tags',
    );
    await refused(url, { name: 'x'.repeat(5000) }, 'The name is too long');
    await refused(url, { name: 'X', startDate: '2027-02-30' }, 'Please enter a valid date');
    await refused(url, { name: 'X', tags: ['a'.repeat(51)] }, 'A tag is too long');
    const stored = await testApp.context.db.select().from(templates).where(eq(templates.hotelId, hotelId));
    expect(stored).toEqual([]);
  });

  it("refuses another hotel's image and keeps no half-written template", async () => {
    const { url, hotelId, ids } = await hotelWithImages(1);
    const other = await hotelWithImages(1);
    await refused(url, { name: 'X', imageIds: [ids[0], other.ids[0]] }, 'Unknown image');
    await refused(
      url,
      { name: 'X', imageIds: [ids[0]], coverId: other.ids[0] },
      'The cover must be one of the images',
    );
    await refused(url, { name: 'X', imageIds: [ids[0], ids[0]] }, 'An image is listed twice');
    const stored = await testApp.context.db.select().from(templates).where(eq(templates.hotelId, hotelId));
    expect(stored).toEqual([]);
  });

  it('refuses NUL with a clear message and drops other control characters from names and tags', async () => {
    const { url, hotelId } = await hotelWithImages(0);
    const withNul = await call('POST', url, { name: 'Som\u0000mer' });
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json().error.message).toBe('The input contains characters that are not allowed.');
    expect(await testApp.context.db.select().from(templates).where(eq(templates.hotelId, hotelId))).toEqual(
      [],
    );
    const response = await call('POST', url, { name: 'Som\u0007mer\u001b', tags: ['a\u0008b'] });
    expect(response.statusCode).toBe(201);
    expect(response.json().template).toMatchObject({ name: 'Sommer', tags: ['ab'] });
  });

  it('answers 404 for a malformed or unknown template id', async () => {
    const { url } = await hotelWithImages(0);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', '..%2F..%2Fhotels']) {
      expect((await call('GET', `${url}/${id}`)).statusCode).toBe(404);
      expect((await call('PUT', `${url}/${id}`, { name: 'X' })).statusCode).toBe(404);
      expect((await call('DELETE', `${url}/${id}`)).statusCode).toBe(404);
    }
  });
});

describe('saving and deleting', () => {
  it('replaces fields, tags and images in one save and keeps the content description when not sent', async () => {
    const { url, ids } = await hotelWithImages(3);
    const { template } = (await call('POST', url, { ...summer(ids), contentDescription: 'Text' })).json();
    const response = await call('PUT', `${url}/${template.id}`, {
      name: 'Herbst',
      category: 'default',
      startDate: '2027-09-01',
      endDate: null,
      tags: ['autumn'],
      imageIds: [ids[2]!],
      coverId: null,
      isPublished: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().template).toMatchObject({
      name: 'Herbst',
      category: 'default',
      startDate: '2027-09-01',
      endDate: null,
      tags: ['autumn'],
      coverId: ids[2],
      isPublished: false,
      content: { description: 'Text' },
    });
    const tags = await testApp.context.db
      .select()
      .from(templateTags)
      .where(eq(templateTags.templateId, template.id));
    expect(tags.map((row) => row.tag)).toEqual(['autumn']);
  });

  it('deletes a template to the trash, and from there for good with its tags and image links', async () => {
    const { hotelId, url, ids } = await hotelWithImages(2);
    const { template } = (await call('POST', url, summer(ids))).json();
    expect((await call('DELETE', `${url}/${template.id}`)).statusCode).toBe(204);
    expect((await call('GET', `${url}/${template.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/hotels/${hotelId}/trash/templates/${template.id}`)).statusCode).toBe(
      204,
    );
    const links = await testApp.context.db
      .select()
      .from(templateImages)
      .where(eq(templateImages.templateId, template.id));
    expect(links).toEqual([]);
  });

  it('removes a deleted library image from the template, and the list shows it at once', async () => {
    const { url, ids } = await hotelWithImages(2);
    const { template } = (await call('POST', url, summer(ids, { coverId: ids[0] }))).json();
    // The list carries the cover only, with the count, and leaves out the content.
    const [before] = (await call('GET', url)).json().templates;
    expect(before).toMatchObject({ imageCount: 2, coverId: ids[0] });
    expect(before.images.map((image: { assetId: string }) => image.assetId)).toEqual([ids[0]]);
    expect(before.content).toBeUndefined();
    await testApp.context.db.delete(assets).where(eq(assets.id, ids[0]!));
    const [listed] = (await call('GET', url)).json().templates;
    expect(listed).toMatchObject({ id: template.id, imageCount: 1, coverId: ids[1] });
    expect(listed.images.map((image: { assetId: string }) => image.assetId)).toEqual([ids[1]]);
    const { template: read } = (await call('GET', `${url}/${template.id}`)).json();
    expect(read.images.map((image: { assetId: string }) => image.assetId)).toEqual([ids[1]]);
  });

  it('two saves of one template at the same moment leave one of them whole', async () => {
    const { url, ids } = await hotelWithImages(4);
    const { template } = (await call('POST', url, { name: 'X' })).json();
    const [first, second] = await Promise.all([
      call('PUT', `${url}/${template.id}`, { name: 'First', tags: ['a', 'b'], imageIds: [ids[0], ids[1]] }),
      call('PUT', `${url}/${template.id}`, { name: 'Second', tags: ['c'], imageIds: [ids[2], ids[3]] }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const { template: stored } = (await call('GET', `${url}/${template.id}`)).json();
    const expected =
      stored.name === 'First'
        ? { tags: ['a', 'b'], images: [ids[0], ids[1]] }
        : { tags: ['c'], images: [ids[2], ids[3]] };
    expect(stored.tags).toEqual(expected.tags);
    expect(stored.images.map((image: { assetId: string }) => image.assetId)).toEqual(expected.images);
  });
});

describe("the offer text (the editor's contentDescription)", () => {
  it('is stored and answered with the template, replaced when sent and kept when left out', async () => {
    const { url } = await hotelWithImages(0);
    const created = await call('POST', url, { name: 'Winterzauber', contentDescription: 'Drei Nächte.\n' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().template;
    expect((await call('GET', `${url}/${id}`)).json().template.content).toEqual({
      description: 'Drei Nächte.\n',
    });
    await call('PUT', `${url}/${id}`, { name: 'Winterzauber', contentDescription: 'Vier Nächte.' });
    await call('PUT', `${url}/${id}`, { name: 'Winterzauber', isPublished: true });
    expect((await call('GET', `${url}/${id}`)).json().template.content).toEqual({
      description: 'Vier Nächte.',
    });
  });

  it('refuses a text over 20,000 characters (the description limit) with a clear message and keeps the stored one', async () => {
    const { url } = await hotelWithImages(0);
    const { id } = (await call('POST', url, { name: 'X', contentDescription: 'Alt.' })).json().template;
    const tooLong = await call('PUT', `${url}/${id}`, { name: 'X', contentDescription: 'x'.repeat(20_001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.fields).toEqual({ contentDescription: 'The offer text is too long' });
    const notText = await call('POST', url, { name: 'X', contentDescription: 42 });
    expect(notText.statusCode).toBe(400);
    expect((await call('GET', `${url}/${id}`)).json().template.content).toEqual({ description: 'Alt.' });
  });

  it("cannot be written into another user's template", async () => {
    const { url } = await hotelWithImages(0);
    const { id } = (await call('POST', url, { name: 'X', contentDescription: 'Meins.' })).json().template;
    const stranger = await buildUser(testApp);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `${url}/${id}`,
      payload: { name: 'X', contentDescription: 'Fremd.' },
      headers: { cookie: stranger.cookie, origin: testAppUrl },
    });
    expect(response.statusCode).toBe(404);
    expect((await call('GET', `${url}/${id}`)).json().template.content).toEqual({ description: 'Meins.' });
  });
});

describe('the content page', () => {
  it('edits the template it names, a draft too, and picks none of its own', async () => {
    const { url } = await hotelWithImages(0);
    const draft = (await call('POST', url, { name: 'Draft' })).json().template;
    await call('POST', url, { name: 'Published', isPublished: true });
    expect((await call('GET', `${url}/active?templateId=${draft.id}`)).json().template.id).toBe(draft.id);
    expect((await call('GET', `${url}/active?templateId=nope`)).statusCode).toBe(404);
    // Without a template the page edits the hotel's own content (issue 31, point 3): no server's choice.
    for (const query of ['', '?templateId=', '?templateId=%20']) {
      const response = await call('GET', `${url}/active${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('templateId is required');
    }
  });

  it("'Im Template speichern' stores the description and the images in order", async () => {
    const { url, ids } = await hotelWithImages(3);
    const { template } = (await call('POST', url, summer([ids[0]!]))).json();
    const response = await call('PUT', `${url}/${template.id}/content`, {
      description: 'Erster Absatz\nZweiter Absatz',
      imageIds: [ids[2], ids[1]],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().template).toMatchObject({
      name: 'Sommer am See',
      content: { description: 'Erster Absatz\nZweiter Absatz' },
      coverId: ids[2],
    });
    const bad = await call('PUT', `${url}/${template.id}/content`, { description: 'x', imageIds: ['zzz'] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the calendar', () => {
  it('answers every template of the hotel with its dates, newest first', async () => {
    const { hotelId, url } = await hotelWithImages(0);
    await call('POST', url, { name: 'Ostern', startDate: '2027-03-28', endDate: '2027-04-05' });
    await call('POST', url, { name: 'Ohne Datum' });
    const response = await call('GET', `/api/hotels/${hotelId}/calendar-templates`);
    expect(response.json().templates).toEqual([
      { id: expect.any(String), name: 'Ohne Datum', startDate: null, endDate: null, isPublished: false },
      {
        id: expect.any(String),
        name: 'Ostern',
        startDate: '2027-03-28',
        endDate: '2027-04-05',
        isPublished: false,
      },
    ]);
  });
});
