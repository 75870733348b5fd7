import { assetCategories, findAssetCategory, type AssetCategory } from '../assets/categories';
import { textWith, type TextWith } from '../messages/text-with';

type NamedTitle = TextWith<readonly ['name']>;

/**
 * One title per asset category. The category is a word of ours (the spec's six), not a name, so each category
 * gets its own sentence that a second interface language words as a whole ('activities.assetUploaded.Room
 * Photos'); the file's name stays a value.
 */
function perCategory(sentence: (category: AssetCategory) => string): Record<AssetCategory, NamedTitle> {
  return Object.fromEntries(
    assetCategories.map((category) => [category, textWith(sentence(category), 'name')]),
  ) as Record<AssetCategory, NamedTitle>;
}

/**
 * The titles the activity log stores (spec part 1, section 3), in English as they are written at the time of the
 * action and shown on the dashboard's Recent Activity. Names (a file's, a template's, a room's, a feature's, a
 * channel's) are values; the words around them are ours, so a second interface language translates a stored
 * title by reading it back to its text here (findSharedMessage). Titles stored before these texts were written
 * read the same words, so they translate too.
 */
export const activityTexts = {
  assetUploaded: perCategory((category) => `Uploaded new ${category}: {name}`),
  assetDeleted: perCategory((category) => `Deleted ${category}: {name}`),
  // Not in the spec: the trash (issue 31, point 4) logs a restore and a permanent delete like other deletes.
  assetRestored: perCategory((category) => `Restored ${category} from the trash: {name}`),
  assetDeletedPermanently: perCategory((category) => `Deleted ${category} permanently: {name}`),
  roomRestored: textWith('Restored room from the trash: {name}', 'name'),
  roomDeletedPermanently: textWith('Deleted room permanently: {name}', 'name'),
  templateRestored: textWith('Restored template from the trash: {name}', 'name'),
  templateDeletedPermanently: textWith('Deleted template permanently: {name}', 'name'),
  templateCreated: textWith('Created template: {name}', 'name'),
  hotelDescriptionUpdated: 'Updated the hotel description',
  roomDescriptionUpdated: textWith('Updated the description of {room}', 'room'),
  featureEnabled: textWith('Enabled feature: {name}', 'name'),
  featureDisabled: textWith('Disabled feature: {name}', 'name'),
  policiesUpdated: 'Updated policies',
  otaConnected: textWith('Connected to {type}', 'type'),
  otaDisconnected: textWith('Disconnected from {name}', 'name'),
  alpineBitsPushed: textWith('Pushed the content through AlpineBits to {server}', 'server'),
  // Edits with their values before and after (issue 36, part 4).
  roomUpdated: textWith('Updated room: {name}', 'name'),
  hotelGalleryUpdated: 'Updated the hotel gallery',
  roomGalleryUpdated: textWith('Updated the gallery of {room}', 'room'),
  templateUpdated: textWith('Updated template: {name}', 'name'),
  /**
   * The names of the fields an edit changed (ActivityChange.field), stored in English like the titles. A
   * facility's switch is named by the facility, a policy by the channels' word for it (common/src/content/
   * policies.ts): those are names, not ours to translate.
   */
  fields: {
    description: textWith('Description ({language})', 'language'),
    name: 'Name',
    roomType: 'Room type',
    maxOccupancy: 'Max. guests',
    standardOccupancy: 'Standard occupancy',
    maxChildren: 'Max. children',
    beds: 'Beds',
    sizeSqm: 'Size (m²)',
    roomCount: 'Number of rooms',
    view: 'View',
    photoOrder: 'Photo order',
    cover: 'Cover',
    usage: 'Usage',
    category: 'Category',
    startDate: 'Start date',
    endDate: 'End date',
    tags: 'Tags',
    photos: 'Photos',
    published: 'Published',
    offerText: 'Offer text',
    role: 'Role',
    hotels: 'Hotels',
  },
  /** Values of a switch or a yes/no field as the log writes them. */
  values: { on: 'On', off: 'Off', yes: 'Yes', no: 'No' },
} as const;

type AssetTitles = (typeof activityTexts)['assetUploaded'];

/**
 * An asset's activity title for a category as stored. Every write checks the category against the six, so a
 * stored one is always found; a row edited by hand with another reads as Other rather than failing the log.
 */
export function assetActivityTitle(titles: AssetTitles, category: string, name: string): string {
  return titles[findAssetCategory(category) ?? 'Other'](name);
}
