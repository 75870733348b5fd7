import { accountFormTexts, accountSettingsTexts, accountTexts } from '../accounts/texts';
import { activityLogTexts } from '../activities/log-texts';
import { activityTexts } from '../activities/texts';
import { aiTexts } from '../ai/texts';
import { translationTexts } from '../ai/translation-texts';
import { alpineBitsTexts } from '../alpinebits/texts';
import { apiKeyTexts } from '../api-keys/texts';
import { bulkTexts } from '../assets/bulk-schemas';
import { assetTexts } from '../assets/schemas';
import { uploadTexts } from '../assets/upload-texts';
import { billingTexts } from '../billing/texts';
import { contactTexts } from '../contact/texts';
import { policyTexts } from '../content/policies';
import { contentTexts } from '../content/texts';
import { contentApiTexts } from '../content-api/texts';
import { contentWebhookTexts } from '../content-webhooks/texts';
import { httpTexts } from '../errors/texts';
import { galleryTexts } from '../galleries/texts';
import { countryTexts } from '../hotels/country-field';
import { hotelTexts } from '../hotels/schemas';
import { hotelFieldTexts } from '../hotels/texts';
import { importTexts } from '../import/texts';
import { languageTexts } from '../languages/texts';
import { websiteImportTexts } from '../import/website-texts';
import { notificationTexts } from '../notifications/texts';
import { roomCountTexts } from '../onboarding/room-count';
import { onboardingTexts } from '../onboarding/schemas';
import { liveViewEndTexts } from '../ota/live-view-texts';
import { otaTexts } from '../ota/texts';
import { phoneTexts } from '../profile/phone-number';
import { profileTexts } from '../profile/schemas';
import { embedTexts } from '../publishing/embed-texts';
import { publishingTexts } from '../publishing/texts';
import { roomFactTexts, roomTexts } from '../rooms/texts';
import { taskTexts } from '../tasks/texts';
import { teamTexts } from '../teams/texts';
import { previewTexts, templateTexts } from '../templates/texts';
import { trashTexts } from '../trash/schemas';
import { translationsTexts } from '../translations/texts';
import { createMessageFinder, messageTemplates } from './find-message';

/**
 * Every text the server and the web app share, by namespace: the server's answers and the shared checks'
 * messages. A message's id is `<namespace>.<key path>` ('rooms.nameRequired'). Imported by the server's error
 * handler and by the web app's second-language support only (web/src/locales/shared-messages.ts), never by a
 * page's own code, so the shipped English costs a page nothing. A new texts module is one line here.
 */
export const sharedTexts = {
  http: httpTexts,
  accounts: accountTexts,
  accountSettings: accountSettingsTexts,
  accountForms: accountFormTexts,
  activities: activityTexts,
  activityLog: activityLogTexts,
  ai: aiTexts,
  translation: translationTexts,
  translations: translationsTexts,
  teams: teamTexts,
  alpineBits: alpineBitsTexts,
  assets: assetTexts,
  assetBulk: bulkTexts,
  uploads: uploadTexts,
  billing: billingTexts,
  contact: contactTexts,
  content: contentTexts,
  contentApi: contentApiTexts,
  contentWebhooks: contentWebhookTexts,
  policies: policyTexts,
  countries: countryTexts,
  hotels: hotelTexts,
  hotelFields: hotelFieldTexts,
  import: importTexts,
  languages: languageTexts,
  websiteImport: websiteImportTexts,
  notifications: notificationTexts,
  onboarding: onboardingTexts,
  roomCount: roomCountTexts,
  ota: otaTexts,
  liveView: liveViewEndTexts,
  phone: phoneTexts,
  profile: profileTexts,
  rooms: roomTexts,
  roomFacts: roomFactTexts,
  galleries: galleryTexts,
  tasks: taskTexts,
  templates: templateTexts,
  preview: previewTexts,
  trash: trashTexts,
  embed: embedTexts,
  publishing: publishingTexts,
  apiKeys: apiKeyTexts,
};

export type SharedNamespace = keyof typeof sharedTexts;

/** Every shared text by id, in English (a text with values as its template). */
export const sharedMessageTemplates = () => messageTemplates(sharedTexts);

/** Which shared text a message is, with its values; undefined for a message of no shared text. */
export const findSharedMessage = createMessageFinder(sharedTexts);
