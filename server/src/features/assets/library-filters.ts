import { eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { assets, assetTags } from '../../db/schema';

/** What the library's list, its count and 'Select all' filter by (common/src/assets/schemas.ts, as stored). */
export interface AssetFilters {
  search?: string;
  category?: string;
  tags: string[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Selected tags up to this many are one EXISTS each (filterConditions). */
const tagsAsExists = 4;

/** The conditions of a hotel's library under the filters: its photos not in the trash that match them all. */
export function filterConditions(hotelId: string, filters: AssetFilters): SQL[] {
  // The library lists what is not in the trash; the trash has its own view (features/trash).
  const conditions: SQL[] = [eq(assets.hotelId, hotelId), isNull(assets.deletedAt)];
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search)}%`;
    // Name or any tag: search_text holds both, one per line, behind a trigram index (migration 0004).
    conditions.push(ilike(assets.searchText, pattern));
  }
  if (filters.category) conditions.push(eq(assets.category, filters.category));
  // An asset must carry every selected tag. A few: one EXISTS each, which the planner may answer either way, from
  // the hotel's newest photos through asset_tags' primary key (tags most photos carry: the page stops after 61),
  // or from the tag's index (rare tags); the grouped form below read every hotel's rows of the tags first (1.5 s
  // for two common tags at 50,000 photos, 1.2 ms as EXISTS; bench/query-plans.mjs). More: grouped once, since
  // the planner's time grows fast with each EXISTS (30 tags: 0.1-0.2 s; the 1,000 a request can name: minutes).
  if (filters.tags.length > 0 && filters.tags.length <= tagsAsExists) {
    for (const tag of filters.tags) {
      conditions.push(
        sql`exists (select 1 from ${assetTags} where ${assetTags.assetId} = ${assets.id} and ${assetTags.tag} = ${tag})`,
      );
    }
  } else if (filters.tags.length > tagsAsExists) {
    const wanted = sql.join(
      filters.tags.map((tag) => sql`${tag}`),
      sql`, `,
    );
    conditions.push(
      sql`${assets.id} in (select ${assetTags.assetId} from ${assetTags} where ${assetTags.tag} in (${wanted}) group by ${assetTags.assetId} having count(*) = ${filters.tags.length})`,
    );
  }
  return conditions;
}
