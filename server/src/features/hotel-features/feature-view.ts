import type { FeatureCategoryId, FeatureCategoryView, FeaturesView } from '@common/content/schemas';
import type { FeatureStateRow } from './repository';

/** Catalogue rows (in catalogue order) grouped by category, then subcategory, each feature with its switch. */
export function presentFeatures(rows: readonly FeatureStateRow[]): FeaturesView {
  const categories: FeatureCategoryView[] = [];
  for (const row of rows) {
    let category = categories.at(-1);
    if (category?.id !== row.categoryId) {
      category = { id: row.categoryId as FeatureCategoryId, name: row.categoryName, subcategories: [] };
      categories.push(category);
    }
    let subcategory = category.subcategories.at(-1);
    if (subcategory?.id !== row.subcategoryId) {
      subcategory = { id: row.subcategoryId, name: row.subcategoryName, features: [] };
      category.subcategories.push(subcategory);
    }
    subcategory.features.push({ id: row.featureId, name: row.featureName, active: row.active });
  }
  return { categories };
}
