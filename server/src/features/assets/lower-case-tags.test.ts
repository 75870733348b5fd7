import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { migrationsFolder } from '../../db/client';
import { assets, assetTags } from '../../db/schema';
import { photo } from '../../../test/asset-files';
import { useAppWithHotel } from '../../../test/app-with-hotel';
import { requestAs } from '../../../test/test-app';
import { uploadAsset } from '../../../test/uploads';

// Tags are stored in lower case and compared without case, so 'Buffet' and 'buffet' are one tag.
const given = useAppWithHotel();
beforeAll(() => {
  // No tags of the analysis's own unless a test gives some, so each test sees only the tags it wrote.
  vi.spyOn(given.testApp.context.ai.service, 'analyzeImage').mockResolvedValue({
    category: 'Other',
    tags: [],
  });
});

let seed = 900;
async function upload(name: string, fields: Record<string, string> = {}) {
  const file = { name, type: 'image/jpeg', content: await photo(seed++) };
  const response = await uploadAsset(given.testApp, given.owner, given.hotelId, file, fields);
  expect(response.statusCode).toBe(201);
  return response.json().asset as { id: string; name: string; tags: string[] };
}

const storedTagsOf = async (assetId: string) =>
  (await given.testApp.context.db.select().from(assetTags).where(eq(assetTags.assetId, assetId)))
    .map((row) => row.tag)
    .sort();

const listNames = async (query: string) => {
  const response = await requestAs(
    given.testApp,
    given.owner,
    'GET',
    `/api/hotels/${given.hotelId}/assets?${query}`,
  );
  expect(response.statusCode).toBe(200);
  return (response.json().assets as Array<{ name: string }>).map((asset) => asset.name).sort();
};

describe('tags in lower case', () => {
  it('an upload stores the typed tags lower-cased, each once', async () => {
    const asset = await upload('buffet-1.jpg', { tags: 'Buffet,buffet,BUFFET,Sea View' });
    expect(asset.tags).toEqual(['buffet', 'sea view']);
    expect(await storedTagsOf(asset.id)).toEqual(['buffet', 'sea view']);
  });

  it("the AI analysis's tags are stored lower-cased, each once", async () => {
    vi.mocked(given.testApp.context.ai.service.analyzeImage).mockResolvedValueOnce({
      category: 'Dining',
      tags: ['Breakfast Buffet', 'breakfast buffet', 'Coffee'],
    });
    const asset = await upload('breakfast.jpg', { tags: 'Morning' });
    expect(await storedTagsOf(asset.id)).toEqual(['breakfast buffet', 'coffee', 'morning']);
  });

  it('an edit stores the tags lower-cased, each once', async () => {
    const asset = await upload('terrace.jpg');
    const response = await requestAs(
      given.testApp,
      given.owner,
      'PATCH',
      `/api/hotels/${given.hotelId}/assets/${asset.id}`,
      {
        name: 'Terrace',
        category: 'Property',
        tags: ['Terrace', 'terrace', 'Évening Sun'],
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().asset.tags).toEqual(['terrace', 'évening sun']);
    expect(await storedTagsOf(asset.id)).toEqual(['terrace', 'évening sun']);
  });

  it('any other writer (an import, a re-analysis) has its tags lower-cased by the database', async () => {
    const asset = await upload('lobby.jpg');
    await given.testApp.context.db.insert(assetTags).values({ assetId: asset.id, tag: 'Lobby Bar' });
    expect(await storedTagsOf(asset.id)).toEqual(['lobby bar']);
  });

  it('the tag filter matches whatever the case, and the tag list names each tag once', async () => {
    const first = await upload('dinner-1.jpg', { tags: 'Dinner' });
    const second = await upload('dinner-2.jpg', { tags: 'dinner,Candles' });
    expect(await listNames('tags=DINNER')).toEqual([first.name, second.name].sort());
    expect(await listNames('tags=Dinner,candles')).toEqual([second.name]);

    const response = await requestAs(
      given.testApp,
      given.owner,
      'GET',
      `/api/hotels/${given.hotelId}/assets/tags`,
    );
    const tags = response.json().tags as string[];
    expect(tags.filter((tag) => tag === 'dinner')).toHaveLength(1);
    expect(tags.every((tag) => tag === tag.toLowerCase())).toBe(true);
  });
});

describe('the migration that lower-cases existing tags', () => {
  it('merges spellings of one tag on an asset and lower-cases the rest, search included', async () => {
    const { db } = given.testApp.context;
    const asset = await upload('old-spa.jpg');
    // The tags as an earlier version stored them, before the database lower-cased them.
    await db.execute(sql.raw('drop trigger asset_tags_lower_case on asset_tags'));
    await db.execute(sql.raw('drop function lower_case_asset_tag()'));
    await db
      .insert(assetTags)
      .values(['Buffet', 'buffet', 'BUFFET', 'Spa', 'pool'].map((tag) => ({ assetId: asset.id, tag })));
    expect(await storedTagsOf(asset.id)).toHaveLength(5);

    const migration = readFileSync(path.join(migrationsFolder, '0012_lowercase_asset_tags.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    expect(await storedTagsOf(asset.id)).toEqual(['buffet', 'pool', 'spa']);
    const [row] = await db.select().from(assets).where(eq(assets.id, asset.id));
    expect(row?.searchText.split('\n')).toEqual(['old-spa.jpg', 'buffet', 'pool', 'spa']);
    // And the database lower-cases new tags again.
    await db.insert(assetTags).values({ assetId: asset.id, tag: 'Sauna' });
    expect(await storedTagsOf(asset.id)).toEqual(['buffet', 'pool', 'sauna', 'spa']);
  });
});
