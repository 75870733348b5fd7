import type { contentCatalogue } from '@web/locales/content';

/** The generator's name in German: the built-in one is ours to name; an AI service's is its model's. */
export const generatorName = (
  t: typeof contentCatalogue,
  generator: { provider: string; label: string },
): string => (generator.provider === 'builtin' ? t('ai.builtinName') : generator.label);
