import type { Db } from '../../db/client';
import { featureCatalogue, type CatalogueCategory } from './catalogue';
import { readStoredCatalogue, writeCatalogue, type CatalogueRows, type StoredCatalogue } from './repository';

/** The catalogue as table rows; sort orders follow its order (categories, subcategories, features). */
export function catalogueRows(catalogue: readonly CatalogueCategory[]): CatalogueRows {
  return {
    categories: catalogue.map((category, sortOrder) => ({ id: category.id, name: category.name, sortOrder })),
    subcategories: catalogue.flatMap((category) =>
      category.subcategories.map((subcategory, sortOrder) => ({
        id: subcategory.id,
        categoryId: category.id,
        name: subcategory.name,
        sortOrder,
      })),
    ),
    features: catalogue.flatMap((category) =>
      category.subcategories.flatMap((subcategory) =>
        subcategory.features.map(([id, name], sortOrder) => ({
          id,
          subcategoryId: subcategory.id,
          name,
          sortOrder,
        })),
      ),
    ),
  };
}

/**
 * Whether the stored rows already say what `wanted` says: each wanted row stored and `same`, and every other
 * stored row one that writeCatalogue leaves as it is (`kept`).
 */
function tableInPlace<Wanted extends { id: string }, Stored extends { id: string }>(
  wanted: readonly Wanted[],
  stored: readonly Stored[],
  same: (row: Stored, wanted: Wanted) => boolean,
  kept: (row: Stored) => boolean,
): boolean {
  const storedById = new Map(stored.map((row) => [row.id, row]));
  const wantedIds = new Set(wanted.map((row) => row.id));
  return (
    wanted.every((row) => {
      const storedRow = storedById.get(row.id);
      return storedRow !== undefined && same(storedRow, row);
    }) && stored.every((row) => wantedIds.has(row.id) || kept(row))
  );
}

/** Left alone by writeCatalogue: an entry that left the catalogue, already retired, that something points at. */
const retiredAndPointedAt = (row: { retired: boolean; referenced: boolean }) => row.retired && row.referenced;

/** Whether writing `rows` would change nothing (categories are never retired nor deleted). */
export function catalogueInPlace(stored: StoredCatalogue, rows: CatalogueRows): boolean {
  return (
    tableInPlace(
      rows.categories,
      stored.categories,
      (row, wanted) => row.name === wanted.name && row.sortOrder === wanted.sortOrder,
      () => true,
    ) &&
    tableInPlace(
      rows.subcategories,
      stored.subcategories,
      (row, wanted) =>
        row.categoryId === wanted.categoryId &&
        row.name === wanted.name &&
        row.sortOrder === wanted.sortOrder &&
        !row.retired,
      retiredAndPointedAt,
    ) &&
    tableInPlace(
      rows.features,
      stored.features,
      (row, wanted) =>
        row.subcategoryId === wanted.subcategoryId &&
        row.name === wanted.name &&
        row.sortOrder === wanted.sortOrder &&
        !row.retired,
      retiredAndPointedAt,
    )
  );
}

/**
 * Brings the feature tables in line with the catalogue in the code, at every start (app.ts), in one
 * transaction: a release adds or renames features without a migration. Running it again changes nothing.
 * Most starts find it already in place, and three small reads tell so. Writing it anyway (statements with
 * hundreds of parameters) made V8 optimize some 30 more of the embedded database's functions than the reads do,
 * its SQL parser among them, and the optimizing compiler's scratch memory stays with the process: about
 * 20 MB more resident memory, measured.
 */
export async function syncFeatureCatalogue(
  db: Db,
  catalogue: readonly CatalogueCategory[] = featureCatalogue,
) {
  const rows = catalogueRows(catalogue);
  if (catalogueInPlace(await readStoredCatalogue(db), rows)) return;
  await db.transaction((tx) => writeCatalogue(tx, rows));
}
