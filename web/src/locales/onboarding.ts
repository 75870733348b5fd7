import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * The onboarding wizard's texts (web/src/locales/<language>/onboarding.json): step titles, fields, choices and
 * the footer's actions. The spec's onboarding messages that the server shares stay in
 * common/src/onboarding/schemas.ts.
 */
export const { useTexts: useWizardTexts, texts: wizardTexts } = defineTexts(
  'onboarding',
  import.meta.glob('./*/onboarding.json', { eager: true, import: 'default' }),
);
