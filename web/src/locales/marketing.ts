import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The landing and pricing pages' texts (web/src/locales/<language>/marketing.json): the landing page's sections,
 * both FAQs and the plan cards they share. Plan names, prices and features stay in common/src/plans/plans.ts.
 */
export const { useTexts: useMarketingTexts, texts: marketingTexts } = defineTexts(
  'marketing',
  import.meta.glob('./*/marketing.json', { eager: true, import: 'default' }),
);
