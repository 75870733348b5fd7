// The request sequences of the cache-missing benchmark (cache-miss.mjs): autocannon cycles each connection
// through them. Searches ask a different word each time; the first page and the template list are read with a
// write every `writeEvery` requests, so the answer remembered for them is always of an older version.
import { searchWord, wordCycle } from './search-words.mjs';

const json = { 'content-type': 'application/json' };

/** A GET whose path changes with each request. */
export const changingGet = (nextPath) => ({
  method: 'GET',
  setupRequest: (request) => ({ ...request, path: nextPath() }),
});

/** `writeEvery - 1` GETs of `path`, then the write that `write()` describes ({ method, path, body }). */
function readsThenWrite(path, writeEvery, write) {
  const reads = Array.from({ length: writeEvery - 1 }, () => ({ method: 'GET', path }));
  return [...reads, { headers: json, setupRequest: (request) => ({ ...request, ...write() }) }];
}

/**
 * @param {{ hotelId: string, pageSize: number, assetWords: number, taskWords: number, writeEvery: number,
 *   firstPage: { id: string, name: string, category: string, tags: string[] }[], editedTemplateId: string }} seed
 */
export function cacheMissLoads(seed) {
  const hotel = `/api/hotels/${seed.hotelId}`;
  const assetSearch = (word) =>
    `${hotel}/assets?${new URLSearchParams({ limit: String(seed.pageSize), search: word })}`;
  const taskSearch = (word) => `${hotel}/tasks?${new URLSearchParams({ search: word })}`;
  const firstPage = `${hotel}/assets?limit=${seed.pageSize}`;
  const nextAssetWord = wordCycle(seed.assetWords);
  const nextTaskWord = wordCycle(seed.taskWords);
  let retags = 0;
  let edits = 0;

  return {
    assetSearch: {
      path: assetSearch(searchWord(0)),
      sequence: [changingGet(() => assetSearch(nextAssetWord()))],
    },
    taskSearch: {
      path: taskSearch(searchWord(0)),
      sequence: [changingGet(() => taskSearch(nextTaskWord()))],
    },
    /** The first page, and every `writeEvery`th request retags one of its assets (its tags swap). */
    firstPageWithWrites: {
      path: firstPage,
      sequence: readsThenWrite(firstPage, seed.writeEvery, () => {
        const n = retags++;
        const asset = seed.firstPage[n % seed.firstPage.length];
        return {
          method: 'PATCH',
          path: `${hotel}/assets/${asset.id}`,
          body: JSON.stringify({
            name: asset.name,
            category: asset.category,
            tags: [...asset.tags.slice(0, 5), `retagged-${n % 2}`],
          }),
        };
      }),
    },
    /**
     * The template list, and every `writeEvery`th request saves a template. The templates page searches this
     * list in the browser, so a template search costs the server nothing more; after a save, the list is read anew.
     */
    templatesWithWrites: {
      path: `${hotel}/templates`,
      sequence: readsThenWrite(`${hotel}/templates`, seed.writeEvery, () => ({
        method: 'PUT',
        path: `${hotel}/templates/${seed.editedTemplateId}`,
        body: JSON.stringify({ name: `Bench Template, edit ${edits++}`, isPublished: true }),
      })),
    },
  };
}
