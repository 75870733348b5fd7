import type { Messages } from '@lingui/core';
import { findSharedMessage } from '@common/messages/registry';

/**
 * The translations of the texts the server and the web app share (common/src/messages/registry.ts), one file
 * per language beside that language's catalogues: web/src/locales/<language>/shared.json, keyed like the
 * registry (`{ "rooms": { "nameRequired": "…" } }`), compiled to `shared.<id>` by web/vite/compiled-catalogues.ts.
 * The shipped language has no such file: its texts are common/'s own. This module is imported only when a
 * second language is activated (lib/i18n/activate-language.ts), so English pages never download the shared
 * texts twice; it imports nothing of the entry's (the i18n instance stays in the entry chunk).
 */
const translations = import.meta.glob<Messages>('./*/shared.json', { eager: true, import: 'default' });

/** A language's translations of the shared texts, and the finder that reads a text back to its id. */
export const sharedMessagesOf = (language: string) => ({
  messages: translations[`./${language}/shared.json`],
  find: findSharedMessage,
});
