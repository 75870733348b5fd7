import { templateGenerations, templateImages, templates, templateTags } from '../../src/db/schema';
import { buildHotel, buildImageAsset } from '../factories';
import { addPublicRoutes, addTenantCases, type TenantFixture } from '../tenant-cases';

/** A hotel of the owner with an image and a template holding it and a tag. */
async function ownerTemplate({ testApp, owner }: TenantFixture) {
  const hotel = await buildHotel(testApp, owner.id);
  const image = await buildImageAsset(testApp, hotel.id);
  const [template] = await testApp.context.db
    .insert(templates)
    .values({ hotelId: hotel.id, name: 'Owner secret template', content: { description: 'Owner secret' } })
    .returning();
  if (!template) throw new Error('template insert failed');
  await testApp.context.db.insert(templateTags).values({ templateId: template.id, tag: 'secret' });
  await testApp.context.db
    .insert(templateImages)
    .values({ templateId: template.id, assetId: image.id, isCover: true, displayOrder: 0 });
  return {
    base: `/api/hotels/${hotel.id}/templates`,
    hotelId: hotel.id,
    templateId: template.id,
    imageId: image.id,
  };
}

// The preview of published templates is public on purpose (spec part 2, section 6); templates.test.ts and
// public-preview.test.ts show that drafts and unknown ids answer 404 with nothing of the template.
addPublicRoutes('GET /api/public/templates/:templateId');

addTenantCases(
  {
    route: 'GET /api/hotels/:hotelId/templates',
    kind: 'foreign-id',
    request: async (fixture) => ({ method: 'GET', url: (await ownerTemplate(fixture)).base }),
  },
  {
    route: 'POST /api/hotels/:hotelId/templates',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { base, imageId } = await ownerTemplate(fixture);
      return { method: 'POST', url: base, payload: { name: 'New', imageIds: [imageId] } };
    },
  },
  {
    route: 'POST /api/hotels/:hotelId/templates/generate',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'POST',
      url: `${(await ownerTemplate(fixture)).base}/generate`,
      payload: {},
    }),
  },
  {
    route: 'GET /api/hotels/:hotelId/templates/generations/:generationId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { base, hotelId, templateId } = await ownerTemplate(fixture);
      const [generation] = await fixture.testApp.context.db
        .insert(templateGenerations)
        .values({ hotelId, status: 'succeeded', templateIds: [templateId] })
        .returning();
      return { method: 'GET', url: `${base}/generations/${generation?.id ?? ''}` };
    },
  },
  {
    route: 'GET /api/hotels/:hotelId/templates/active',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { base, templateId } = await ownerTemplate(fixture);
      return { method: 'GET', url: `${base}/active?templateId=${templateId}` };
    },
  },
  {
    route: 'GET /api/hotels/:hotelId/templates/:templateId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { base, templateId } = await ownerTemplate(fixture);
      return { method: 'GET', url: `${base}/${templateId}` };
    },
  },
  {
    route: 'PUT /api/hotels/:hotelId/templates/:templateId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { base, templateId } = await ownerTemplate(fixture);
      return { method: 'PUT', url: `${base}/${templateId}`, payload: { name: 'Renamed' } };
    },
  },
  {
    route: 'PUT /api/hotels/:hotelId/templates/:templateId/content',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { base, templateId, imageId } = await ownerTemplate(fixture);
      return {
        method: 'PUT',
        url: `${base}/${templateId}/content`,
        payload: { description: 'Changed', imageIds: [imageId] },
      };
    },
  },
  {
    route: 'POST /api/hotels/:hotelId/templates/:templateId/images',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { base, hotelId, templateId } = await ownerTemplate(fixture);
      const another = await buildImageAsset(fixture.testApp, hotelId);
      return { method: 'POST', url: `${base}/${templateId}/images`, payload: { assetIds: [another.id] } };
    },
  },
  {
    route: 'DELETE /api/hotels/:hotelId/templates/:templateId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { base, templateId } = await ownerTemplate(fixture);
      return { method: 'DELETE', url: `${base}/${templateId}` };
    },
  },
  {
    route: 'GET /api/hotels/:hotelId/calendar-templates',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/hotels/${(await ownerTemplate(fixture)).hotelId}/calendar-templates`,
    }),
  },
);
