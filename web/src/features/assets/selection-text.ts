import { assetLibraryTexts } from '@web/locales/assets';

/** The toolbar's count of selected assets (spec part 2, section 2), from the assets catalogue. */
export const selectionCountText = (count: number) => assetLibraryTexts('library.selectedCount', { count });
