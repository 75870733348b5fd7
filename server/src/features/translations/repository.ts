import { sql, type SQL } from 'drizzle-orm';
import type { TranslatableTextKind } from '@common/ai/translation';
import type { LanguageCode } from '@common/languages/content-languages';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** One text of the hotel in its primary language: what every other language translates. */
export interface TextSourceRow {
  kind: TranslatableTextKind;
  subjectId: string;
  subjectName: string;
  source: string;
}

/** A text stored in a language (descriptions in every language, the others' translations). */
export interface StoredTextRow {
  kind: TranslatableTextKind;
  subjectId: string;
  language: LanguageCode;
  content: string;
  /** ISO time, or null while current. */
  sourceChangedAt: string | null;
}

const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface SourceFilter {
  /** Only this room's, template's, photo's or the hotel's own texts. */
  subjectId?: string;
  /** Photos without a caption or alt text too (Edit Asset writes the first one). */
  withEmptyPhotoTexts?: boolean;
}

/**
 * The hotel's texts in its primary language, in screen order: the hotel's description and area text, each room's
 * name and description, each template's name and description, each photo's caption and alt text (those in the
 * trash left out). One statement.
 */
export async function findTextSources(
  db: Db,
  hotelId: string,
  primaryLanguage: LanguageCode,
  filter: SourceFilter = {},
): Promise<TextSourceRow[]> {
  const subject = (column: SQL) => (filter.subjectId ? sql`and ${column} = ${filter.subjectId}` : sql``);
  const photoText = (column: SQL) => (filter.withEmptyPhotoTexts ? sql`` : sql`and ${column} <> ''`);
  const result = await db.execute(sql`
    select kind, subject_id, subject_name, source from (
      select 1 as place, 'hotelDescription' as kind, h.id as subject_id, h.name as subject_name,
             coalesce(d.content, '') as source, '' as sort_name
      from hotels h left join hotel_descriptions d on d.hotel_id = h.id and d.language = ${primaryLanguage}
      where h.id = ${hotelId} ${subject(sql`h.id`)}
      union all
      select 2, 'areaText', h.id, h.name, coalesce(a.text, ''), ''
      from hotels h left join hotel_area_info a on a.hotel_id = h.id
      where h.id = ${hotelId} ${subject(sql`h.id`)}
      union all
      select 3, 'roomName', r.id, r.name, r.name, lower(r.name)
      from rooms r where r.hotel_id = ${hotelId} and r.deleted_at is null ${subject(sql`r.id`)}
      union all
      select 4, 'roomDescription', r.id, r.name, coalesce(d.content, ''), lower(r.name)
      from rooms r left join room_descriptions d on d.room_id = r.id and d.language = ${primaryLanguage}
      where r.hotel_id = ${hotelId} and r.deleted_at is null ${subject(sql`r.id`)}
      union all
      select 5, 'templateName', t.id, t.name, t.name, lower(t.name)
      from templates t where t.hotel_id = ${hotelId} and t.deleted_at is null ${subject(sql`t.id`)}
      union all
      -- The offer text guests read; templates.description is the editor's internal 'Usage' note.
      select 6, 'templateDescription', t.id, t.name, coalesce(t.content->>'description', ''), lower(t.name)
      from templates t where t.hotel_id = ${hotelId} and t.deleted_at is null ${subject(sql`t.id`)}
      union all
      select 7, 'photoCaption', p.id, p.name, p.caption, lower(p.name)
      from assets p where p.hotel_id = ${hotelId} and p.deleted_at is null
        ${photoText(sql`p.caption`)} ${subject(sql`p.id`)}
      union all
      select 8, 'photoAltText', p.id, p.name, p.alt_text, lower(p.name)
      from assets p where p.hotel_id = ${hotelId} and p.deleted_at is null
        ${photoText(sql`p.alt_text`)} ${subject(sql`p.id`)}
    ) texts
    -- A room's name and description, a template's and a photo's texts stay together.
    order by case when place <= 2 then place when place <= 4 then 3 when place <= 6 then 5 else 7 end,
             sort_name, subject_id, place`);
  return rowsOf<{ kind: TranslatableTextKind; subject_id: string; subject_name: string; source: string }>(
    result,
  ).map((row) => ({
    kind: row.kind,
    subjectId: row.subject_id,
    subjectName: row.subject_name,
    source: row.source,
  }));
}

/** Every text of the hotel stored in a language other than `primaryLanguage`. One statement. */
export async function findStoredTexts(
  db: Db,
  hotelId: string,
  primaryLanguage: LanguageCode,
  subjectId?: string,
): Promise<StoredTextRow[]> {
  const subject = (column: SQL) => (subjectId ? sql`and ${column} = ${subjectId}` : sql``);
  const result = await db.execute(sql`
    select 'hotelDescription' as kind, d.hotel_id as subject_id, d.language, d.content,
           ${isoTime(sql`d.source_changed_at`)} as source_changed_at
    from hotel_descriptions d
    where d.hotel_id = ${hotelId} and d.language <> ${primaryLanguage} ${subject(sql`d.hotel_id`)}
    union all
    select 'roomDescription', d.room_id, d.language, d.content, ${isoTime(sql`d.source_changed_at`)}
    from room_descriptions d join rooms r on r.id = d.room_id
    where r.hotel_id = ${hotelId} and r.deleted_at is null and d.language <> ${primaryLanguage}
      ${subject(sql`d.room_id`)}
    union all
    select t.kind, t.subject_id, t.language, t.content, ${isoTime(sql`t.source_changed_at`)}
    from content_translations t
    where t.hotel_id = ${hotelId} and t.language <> ${primaryLanguage} ${subject(sql`t.subject_id`)}`);
  return rowsOf<{
    kind: TranslatableTextKind;
    subject_id: string;
    language: LanguageCode;
    content: string;
    source_changed_at: string | null;
  }>(result).map((row) => ({
    kind: row.kind,
    subjectId: row.subject_id,
    language: row.language,
    content: row.content,
    sourceChangedAt: row.source_changed_at,
  }));
}

export interface TextAddress {
  hotelId: string;
  kind: TranslatableTextKind;
  subjectId: string;
  language: LanguageCode;
}

/**
 * Writes a translation as current (its stale mark cleared). `onlyIfMissing`: only where the text has none in that
 * language yet (the job never overwrites what a person typed meanwhile). Answers whether it wrote.
 */
export async function writeTranslation(
  db: Db,
  address: TextAddress,
  content: string,
  { onlyIfMissing = false } = {},
): Promise<boolean> {
  const { hotelId, kind, subjectId, language } = address;
  const onConflict = (target: SQL) =>
    onlyIfMissing
      ? sql`on conflict ${target} do nothing`
      : sql`on conflict ${target} do update
              set content = excluded.content, source_changed_at = null, updated_at = now()`;
  let statement: SQL;
  if (kind === 'hotelDescription') {
    statement = sql`insert into hotel_descriptions (hotel_id, language, content)
      values (${subjectId}, ${language}, ${content}) ${onConflict(sql`(hotel_id, language)`)} returning 1`;
  } else if (kind === 'roomDescription') {
    statement = sql`insert into room_descriptions (room_id, language, content)
      values (${subjectId}, ${language}, ${content}) ${onConflict(sql`(room_id, language)`)} returning 1`;
  } else {
    statement = sql`insert into content_translations (hotel_id, kind, subject_id, language, content)
      values (${hotelId}, ${kind}, ${subjectId}, ${language}, ${content})
      ${onConflict(sql`(subject_id, kind, language)`)} returning 1`;
  }
  return rowsOf(await db.execute(statement)).length > 0;
}

/** Removes a translation (the text is missing in that language again). */
export async function deleteTranslation(db: Db, address: TextAddress): Promise<void> {
  const { hotelId, kind, subjectId, language } = address;
  if (kind === 'hotelDescription') {
    await db.execute(
      sql`delete from hotel_descriptions where hotel_id = ${subjectId} and language = ${language}`,
    );
  } else if (kind === 'roomDescription') {
    await db.execute(
      sql`delete from room_descriptions where room_id = ${subjectId} and language = ${language}`,
    );
  } else {
    await db.execute(sql`delete from content_translations
      where hotel_id = ${hotelId} and subject_id = ${subjectId} and kind = ${kind} and language = ${language}`);
  }
}

/**
 * Sets or clears a translation's stale mark ('Mark as checked' clears it; a source that changed while its
 * translation was made sets it). Answers whether the translation exists.
 */
export async function setSourceChanged(db: Db, address: TextAddress, changed: boolean): Promise<boolean> {
  const { hotelId, kind, subjectId, language } = address;
  const value = changed ? sql`coalesce(source_changed_at, now())` : sql`null`;
  let statement: SQL;
  if (kind === 'hotelDescription') {
    statement = sql`update hotel_descriptions set source_changed_at = ${value}
      where hotel_id = ${subjectId} and language = ${language} returning 1`;
  } else if (kind === 'roomDescription') {
    statement = sql`update room_descriptions set source_changed_at = ${value}
      where room_id = ${subjectId} and language = ${language} returning 1`;
  } else {
    statement = sql`update content_translations set source_changed_at = ${value}
      where hotel_id = ${hotelId} and subject_id = ${subjectId} and kind = ${kind} and language = ${language}
      returning 1`;
  }
  return rowsOf(await db.execute(statement)).length > 0;
}
