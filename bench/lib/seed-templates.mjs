// A hotel's templates made through the API, as the editor makes them: the templates and dashboard benchmarks
// seed with it.
import { api } from './api.mjs';
import { inParallel } from './checked-reads.mjs';

const isoDay = (date) => date.toISOString().slice(0, 10);

/**
 * `templates` templates spread over two years, each with `imagesEach` of the hotel's gallery images and a few
 * tags, half of them published. Returns their ids and whether each is published.
 */
export async function seedTemplates(app, cookie, hotelId, { templates, imagesEach }) {
  const call = (method, pathname, options) => api(app, cookie, method, pathname, options);
  const base = `/api/hotels/${hotelId}`;
  const { images } = await call('GET', `${base}/gallery`);
  const assetIds = images.map((image) => image.assetId);
  if (assetIds.length < imagesEach) throw new Error(`only ${assetIds.length} images`);
  const ids = [];
  await inParallel(
    Array.from({ length: templates }, (_, index) => index),
    6,
    async (index) => {
      const start = new Date(Date.UTC(2026, 0, 1 + ((index * 3) % 700)));
      const end = new Date(start.getTime() + (7 + (index % 30)) * 86_400_000);
      const offset = (index * imagesEach) % (assetIds.length - imagesEach);
      const { template } = await call('POST', `${base}/templates`, {
        allowed: [201],
        json: {
          name: `Angebot ${index + 1}`,
          description: `Ein Angebot für die Zeit ab ${isoDay(start)}.`,
          category: ['event', 'seasonal', 'audience'][index % 3],
          startDate: isoDay(start),
          endDate: isoDay(end),
          tags: ['summer', 'family', `offer-${index % 20}`],
          imageIds: assetIds.slice(offset, offset + imagesEach),
          isPublished: index % 2 === 0,
          contentDescription: 'Ein Haus mit Geschichte.\nMitten in der Stadt, nahe am Park.\n'.repeat(5),
        },
      });
      ids.push({ id: template.id, published: template.isPublished });
    },
  );
  return ids;
}
