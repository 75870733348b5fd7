import type { Db } from '../../db/client';
import { featureCatalogue, type CatalogueCategory } from './catalogue';
import { writeCatalogue, type CatalogueRows } from './repository';

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
 * Brings the feature tables in line with the catalogue in the code, at every start (app.ts), in one
 * transaction: a release adds or renames features without a migration. Running it again changes nothing.
 */
export async function syncFeatureCatalogue(
  db: Db,
  catalogue: readonly CatalogueCategory[] = featureCatalogue,
) {
  const rows = catalogueRows(catalogue);
  await db.transaction((tx) => writeCatalogue(tx, rows));
}
