import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { LanguageCode } from '@common/languages/content-languages';
import type { Db } from '../../db/client';
import {
  descriptionLanguageChecks,
  hotelDescriptions,
  roomDescriptions,
  type LanguageCheckOutcome,
} from '../../db/schema';

/** Whose description: the hotel's (owner is the hotel) or a room's (owner is the room). */
export type DescriptionKind = 'hotel' | 'room';

const tableOf = (kind: DescriptionKind) => (kind === 'hotel' ? hotelDescriptions : roomDescriptions);
const ownerOf = (kind: DescriptionKind) =>
  kind === 'hotel' ? hotelDescriptions.hotelId : roomDescriptions.roomId;
const checkColumnOf = (kind: DescriptionKind) =>
  kind === 'hotel'
    ? descriptionLanguageChecks.hotelDescriptionId
    : descriptionLanguageChecks.roomDescriptionId;

/**
 * Moves the owner's description in `from` to `to`, only where the owner has none in `to`: the unique index
 * (owner, language) holds, and no text is lost. Undefined when nothing moved (no description in `from`, or one
 * in `to` already); two moves into one language at once leave the later one to a unique violation.
 */
export async function moveDescriptionLanguage(
  db: Db,
  kind: DescriptionKind,
  ownerId: string,
  from: LanguageCode,
  to: LanguageCode,
) {
  const table = tableOf(kind);
  const owner = ownerOf(kind);
  const [row] = await db
    .update(table)
    .set({ language: to })
    .where(
      and(
        eq(owner, ownerId),
        eq(table.language, from),
        sql`not exists (select 1 from ${table} as "taken" where "taken".${sql.identifier(owner.name)} = ${ownerId}
          and "taken"."language" = ${to})`,
      ),
    )
    .returning();
  return row;
}

/** The owner's description in a language (any owner kind), or undefined. */
export async function findDescriptionIn(db: Db, kind: DescriptionKind, ownerId: string, language: string) {
  const table = tableOf(kind);
  const [row] = await db
    .select({ id: table.id, content: table.content, language: table.language, updatedAt: table.updatedAt })
    .from(table)
    .where(and(eq(ownerOf(kind), ownerId), eq(table.language, language)))
    .limit(1);
  return row;
}

/** Records that the owner chose this description's language: the language pass leaves it as it is. */
export async function recordOperatorLanguage(db: Db, kind: DescriptionKind, descriptionId: string) {
  await db
    .update(descriptionLanguageChecks)
    .set({ outcome: 'operator', checkedAt: sql`now()` })
    .where(and(eq(checkColumnOf(kind), descriptionId), isNull(descriptionLanguageChecks.checkedAt)));
}

/** A description the language pass has yet to check, with what it needs to decide. */
export interface PendingLanguageCheck {
  checkId: string;
  kind: DescriptionKind;
  descriptionId: string;
  ownerId: string;
  language: string;
  content: string;
}

/** Up to `limit` unchecked descriptions after the check id `afterId`, in check id order. */
export async function findPendingLanguageChecks(
  db: Db,
  afterId: string | null,
  limit: number,
): Promise<PendingLanguageCheck[]> {
  const checks = descriptionLanguageChecks;
  const rows = await db
    .select({
      checkId: checks.id,
      hotelDescriptionId: hotelDescriptions.id,
      hotelId: hotelDescriptions.hotelId,
      hotelLanguage: hotelDescriptions.language,
      hotelContent: hotelDescriptions.content,
      roomDescriptionId: roomDescriptions.id,
      roomId: roomDescriptions.roomId,
      roomLanguage: roomDescriptions.language,
      roomContent: roomDescriptions.content,
    })
    .from(checks)
    .leftJoin(hotelDescriptions, eq(hotelDescriptions.id, checks.hotelDescriptionId))
    .leftJoin(roomDescriptions, eq(roomDescriptions.id, checks.roomDescriptionId))
    .where(and(isNull(checks.checkedAt), afterId ? gt(checks.id, afterId) : undefined))
    .orderBy(asc(checks.id))
    .limit(limit);
  return rows.flatMap((row): PendingLanguageCheck[] => {
    if (row.hotelDescriptionId && row.hotelId)
      return [
        {
          checkId: row.checkId,
          kind: 'hotel',
          descriptionId: row.hotelDescriptionId,
          ownerId: row.hotelId,
          language: row.hotelLanguage ?? '',
          content: row.hotelContent ?? '',
        },
      ];
    if (row.roomDescriptionId && row.roomId)
      return [
        {
          checkId: row.checkId,
          kind: 'room',
          descriptionId: row.roomDescriptionId,
          ownerId: row.roomId,
          language: row.roomLanguage ?? '',
          content: row.roomContent ?? '',
        },
      ];
    return [];
  });
}

/**
 * Moves a checked description to the detected language where its owner has none in it, and only while it still
 * has the language the pass read (the owner may have changed it meanwhile). Whether it moved.
 */
export async function relabelCheckedDescription(
  db: Db,
  check: PendingLanguageCheck,
  detected: LanguageCode,
): Promise<boolean> {
  const table = tableOf(check.kind);
  const owner = ownerOf(check.kind);
  const moved = await db
    .update(table)
    .set({ language: detected })
    .where(
      and(
        eq(table.id, check.descriptionId),
        eq(table.language, check.language),
        sql`not exists (select 1 from ${table} as "taken" where "taken".${sql.identifier(owner.name)} = ${check.ownerId}
          and "taken"."language" = ${detected})`,
      ),
    )
    .returning({ id: table.id });
  return moved.length > 0;
}

/** Records the pass's finding for a description, unless the owner's choice was recorded first. */
export async function recordLanguageCheck(
  db: Db,
  checkId: string,
  detected: LanguageCode | null,
  outcome: LanguageCheckOutcome,
) {
  await db
    .update(descriptionLanguageChecks)
    .set({ detectedLanguage: detected, outcome, checkedAt: sql`now()` })
    .where(and(eq(descriptionLanguageChecks.id, checkId), isNull(descriptionLanguageChecks.checkedAt)));
}

/** Whether any description waits for the language pass. */
export async function hasPendingLanguageChecks(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: descriptionLanguageChecks.id })
    .from(descriptionLanguageChecks)
    .where(isNull(descriptionLanguageChecks.checkedAt))
    .limit(1);
  return row !== undefined;
}
