import type about from '@web/locales/en/about.json';
import type accounts from '@web/locales/en/accounts.json';
import type activities from '@web/locales/en/activities.json';
import type assets from '@web/locales/en/assets.json';
import type billing from '@web/locales/en/billing.json';
import type calendar from '@web/locales/en/calendar.json';
import type channels from '@web/locales/en/channels.json';
import type checkout from '@web/locales/en/checkout.json';
import type contact from '@web/locales/en/contact.json';
import type content from '@web/locales/en/content.json';
import type contentLanguages from '@web/locales/en/contentLanguages.json';
import type dashboard from '@web/locales/en/dashboard.json';
import type galleries from '@web/locales/en/galleries.json';
import type help from '@web/locales/en/help.json';
import type imprint from '@web/locales/en/imprint.json';
import type notifications from '@web/locales/en/notifications.json';
import type ota from '@web/locales/en/ota.json';
import type privacy from '@web/locales/en/privacy.json';
import type preview from '@web/locales/en/preview.json';
import type profile from '@web/locales/en/profile.json';
import type rooms from '@web/locales/en/rooms.json';
import type security from '@web/locales/en/security.json';
import type tasks from '@web/locales/en/tasks.json';
import type templates from '@web/locales/en/templates.json';
import type terms from '@web/locales/en/terms.json';
import type trash from '@web/locales/en/trash.json';
import type embedSnippets from '@web/locales/en/embedSnippets.json';
import type publishing from '@web/locales/en/publishing.json';
import type schemaOrg from '@web/locales/en/schemaOrg.json';
import type app from '@web/locales/en/app.json';
import type notFound from '@web/locales/en/notFound.json';
import type unsavedChanges from '@web/locales/en/unsavedChanges.json';
import type shell from '@web/locales/en/shell.json';
import type marketing from '@web/locales/en/marketing.json';
import type site from '@web/locales/en/site.json';
import type hotels from '@web/locales/en/hotels.json';
import type testCheckout from '@web/locales/en/testCheckout.json';
import type propertyImport from '@web/locales/en/propertyImport.json';
import type onboarding from '@web/locales/en/onboarding.json';
import type alpinebits from '@web/locales/en/alpinebits.json';
import type apiKeys from '@web/locales/en/apiKeys.json';
import type webhooks from '@web/locales/en/webhooks.json';
import type translations from '@web/locales/en/translations.json';
import type teams from '@web/locales/en/teams.json';

/**
 * Every namespace's English catalogue as a type: a key missing from the catalogue fails the typecheck (each
 * namespace's `t` takes the key paths of its file, lib/i18n/text-keys.ts). A
 * namespace added under web/src/locales/en/ is added here and gets its own web/src/locales/<namespace>.ts.
 */
export interface Resources {
  about: typeof about;
  accounts: typeof accounts;
  activities: typeof activities;
  assets: typeof assets;
  billing: typeof billing;
  calendar: typeof calendar;
  channels: typeof channels;
  checkout: typeof checkout;
  contact: typeof contact;
  content: typeof content;
  contentLanguages: typeof contentLanguages;
  dashboard: typeof dashboard;
  galleries: typeof galleries;
  help: typeof help;
  imprint: typeof imprint;
  notifications: typeof notifications;
  ota: typeof ota;
  privacy: typeof privacy;
  preview: typeof preview;
  profile: typeof profile;
  rooms: typeof rooms;
  security: typeof security;
  tasks: typeof tasks;
  templates: typeof templates;
  terms: typeof terms;
  trash: typeof trash;
  embedSnippets: typeof embedSnippets;
  publishing: typeof publishing;
  schemaOrg: typeof schemaOrg;
  app: typeof app;
  notFound: typeof notFound;
  unsavedChanges: typeof unsavedChanges;
  shell: typeof shell;
  marketing: typeof marketing;
  site: typeof site;
  hotels: typeof hotels;
  testCheckout: typeof testCheckout;
  propertyImport: typeof propertyImport;
  onboarding: typeof onboarding;
  alpinebits: typeof alpinebits;
  apiKeys: typeof apiKeys;
  webhooks: typeof webhooks;
  translations: typeof translations;
  teams: typeof teams;
}

export type Namespace = keyof Resources;
