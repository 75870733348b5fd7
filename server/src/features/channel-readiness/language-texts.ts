import { sql } from 'drizzle-orm';
import { isLanguageCode, type LanguageCode } from '@common/languages/content-languages';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * What the channel readiness counts of the hotels' texts per language (issue 37, part 4): the texts with a source
 * in the hotel's primary language (the hotel description and area text, each room's name and description, as
 * features/translations/texts-model.ts counts them) and, per other language, how many of them have a translation
 * there, current or stale. Only these kinds: their writes raise content_version, which keys the readiness;
 * templates' and photos' texts raise other versions.
 */
export interface LanguageTextRows {
  /** Texts with a source in the primary language. */
  sources: number;
  /** Per language with any translation of those sources: how many are current and stale (the rest is missing). */
  translated: Partial<Record<LanguageCode, { current: number; stale: number }>>;
}

export const noLanguageTexts = (): LanguageTextRows => ({ sources: 0, translated: {} });

/**
 * Each given hotel's counts, in one statement over `hotel_id = any(...)`: the sources' count per hotel (a row
 * with no language) and the translations of those sources per hotel and language.
 */
export async function findLanguageTextCounts(
  db: Db,
  hotelIdsLiteral: string,
): Promise<Array<{ hotelId: string; language: string | null; current: number; stale: number }>> {
  const ids = sql`${hotelIdsLiteral}::uuid[]`;
  const result = await db.execute(sql`
    with hotel as (
      select id, primary_language from hotels where id = any(${ids})
    ), sources as (
      select h.id as hotel_id, 'hotelDescription' as kind, h.id as subject_id
      from hotel h join hotel_descriptions d on d.hotel_id = h.id and d.language = h.primary_language
      where d.content <> ''
      union all
      select h.id, 'areaText', h.id
      from hotel h join hotel_area_info a on a.hotel_id = h.id
      where a.text <> ''
      union all
      select r.hotel_id, 'roomName', r.id
      from rooms r where r.hotel_id = any(${ids}) and r.deleted_at is null and r.name <> ''
      union all
      select h.id, 'roomDescription', r.id
      from hotel h join rooms r on r.hotel_id = h.id and r.deleted_at is null
        join room_descriptions d on d.room_id = r.id and d.language = h.primary_language
      where d.content <> ''
    ), translations as (
      select 'hotelDescription' as kind, d.hotel_id as subject_id, d.language, d.source_changed_at
      from hotel_descriptions d where d.hotel_id = any(${ids})
      union all
      select 'roomDescription', d.room_id, d.language, d.source_changed_at
      from room_descriptions d join rooms r on r.id = d.room_id
      where r.hotel_id = any(${ids})
      union all
      select t.kind, t.subject_id, t.language, t.source_changed_at
      from content_translations t
      where t.hotel_id = any(${ids}) and t.kind in ('roomName', 'areaText')
    )
    select hotel_id, null as language, count(*)::int as current, 0 as stale
    from sources group by hotel_id
    union all
    select s.hotel_id, t.language,
           (count(*) filter (where t.source_changed_at is null))::int,
           (count(*) filter (where t.source_changed_at is not null))::int
    from sources s join hotel h on h.id = s.hotel_id
      join translations t on t.kind = s.kind and t.subject_id = s.subject_id and t.language <> h.primary_language
    group by s.hotel_id, t.language`);
  return rowsOf<{ hotel_id: string; language: string | null; current: number; stale: number }>(result).map(
    (row) => ({ hotelId: row.hotel_id, language: row.language, current: row.current, stale: row.stale }),
  );
}

/** Adds one counted row to its hotel's counts. */
export function addLanguageTextRow(
  counts: LanguageTextRows,
  row: { language: string | null; current: number; stale: number },
) {
  if (row.language === null) counts.sources = row.current;
  // A stored language outside the list (none is written: every write is checked) is not one a hotel serves.
  else if (isLanguageCode(row.language))
    counts.translated[row.language] = { current: row.current, stale: row.stale };
}
