import type { Messages } from '@lingui/core';
import { findSharedMessage } from '@common/messages/registry';
import { i18n } from '@web/lib/i18n/i18n';
import { setSharedMessageFinder } from '@web/lib/i18n/shared-text';

/**
 * The translations of the texts the server and the web app share (common/src/messages/registry.ts), one file
 * per language beside that language's catalogues: web/src/locales/<language>/shared.json, keyed like the
 * registry (`{ "rooms": { "nameRequired": "…" } }`), compiled to `shared.<id>` by web/vite/compiled-catalogues.ts.
 * The shipped language has no such file: its texts are common/'s own. This module is imported only when a
 * second language is activated (lib/i18n/activate-language.ts), so English pages never download the shared
 * texts twice.
 */
const translations = import.meta.glob<Messages>('./*/shared.json', { eager: true, import: 'default' });

/** Adds a language's shared translations (given, or its shared.json) and lets sharedText() find texts by their words. */
export function loadSharedMessages(language: string, messages = translations[`./${language}/shared.json`]) {
  if (messages) i18n.load(language, messages);
  setSharedMessageFinder(findSharedMessage);
}
