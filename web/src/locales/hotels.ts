import { defineTexts } from '@web/lib/i18n/catalogues';

/**
 * Settings > Hotel and the settings tabs (web/src/locales/<language>/hotels.json): the hotel cards, the hotel
 * form (also the onboarding's country field), add, edit and delete. The spec's hotel messages that the server
 * shares stay in common/src/hotels/schemas.ts.
 */
export const { useTexts: useHotelTexts } = defineTexts(
  'hotels',
  import.meta.glob('./*/hotels.json', { eager: true, import: 'default' }),
);
