import { beforeAll, describe, expect, it } from 'vitest';
import { buildTaggedImageAsset } from '../../../test/factories';
import { useRecordedHotel } from '../../../test/recorded-hotel';
import { injectRecorded } from '../../../test/recorded-queries';

// What a library page costs the database when nothing is remembered (a new search word, a page after a change):
// the embedded database runs one statement at a time, so each one a page sends is a turn every other request
// waits behind. Counts of statements, never times.

const given = useRecordedHotel();
beforeAll(async () => {
  for (const [name, tags] of [
    ['lobby.jpg', ['Marble', 'entrance']],
    ['terrace-north.jpg', ['sunset', 'view']],
    ['terrace-south.jpg', []],
    ['spa.jpg', ['pool']],
    ['suite.jpg', ['bedroom', 'view']],
  ] as const) {
    await addAsset(name, [...tags]);
  }
});

const addAsset = (name: string, tags: string[]) =>
  buildTaggedImageAsset(given.testApp, given.hotelId, name, tags);

interface Page {
  assets: Array<{ name: string; tags: string[] }>;
  nextCursor: string | null;
  total: number;
}

/** One library page as the given.owner reads it, and the statements it sent that read assets or their tags. */
async function readPage(query: Record<string, string>) {
  const { result, statements } = await given.recorder.during(() =>
    injectRecorded(given.testApp.app, {
      method: 'GET',
      url: `/api/hotels/${given.hotelId}/assets?${new URLSearchParams(query)}`,
      headers: { cookie: given.owner.cookie },
    }),
  );
  expect(result.statusCode, result.body).toBe(200);
  const library = statements.filter((statement) => /from "(assets|asset_tags)"/.test(statement.text));
  return { page: result.json<Page>(), statements: library };
}

describe('a library page nothing remembered', () => {
  it('answers a search whose matches fit on the page in one statement, tags included', async () => {
    const { page, statements } = await readPage({ search: 'terrace', limit: '60' });
    expect(page.total).toBe(2);
    expect(page.assets.map((asset) => [asset.name, asset.tags])).toEqual([
      ['terrace-south.jpg', []],
      ['terrace-north.jpg', ['sunset', 'view']],
    ]);
    expect(statements).toHaveLength(1);
  });

  it('counts the matches of a full page in a second statement', async () => {
    const { page, statements } = await readPage({ limit: '2' });
    expect(page.total).toBe(5);
    expect(page.assets.map((asset) => asset.name)).toEqual(['suite.jpg', 'spa.jpg']);
    expect(page.assets[0]?.tags).toEqual(['bedroom', 'view']);
    expect(statements).toHaveLength(2);
  });

  it('counts on a later page, which cannot see the matches before it', async () => {
    const first = await readPage({ search: 'view', limit: '1' });
    const { page, statements } = await readPage({
      search: 'view',
      limit: '1',
      cursor: first.page.nextCursor ?? '',
    });
    expect(page.total).toBe(2);
    expect(page.assets.map((asset) => asset.name)).toEqual(['terrace-north.jpg']);
    expect(page.nextCursor).toBeNull();
    expect(statements).toHaveLength(2);
  });
});
