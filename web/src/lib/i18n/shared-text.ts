import type { Messages } from '@lingui/core';
import type { MessageRef } from '@common/messages/message-ref';
import { i18n, shippedLanguage } from './i18n';

/** Which shared text a message is: common/src/messages/registry.ts's finder, once a second language needs it. */
type SharedMessageFinder = (message: string) => MessageRef | undefined;

let findSharedMessage: SharedMessageFinder | undefined;

/**
 * Adds a language's translations of the shared texts (web/src/locales/shared-messages.ts, fetched when a second
 * language is activated) and the finder that reads a text back to its id.
 */
export function addSharedMessages(
  language: string,
  shared: { messages: Messages | undefined; find: SharedMessageFinder },
) {
  if (shared.messages) i18n.load(language, shared.messages);
  findSharedMessage = shared.find;
}

/**
 * A text the server and the web app share (an error answer, a shared check's message, a failure the server
 * would word alike), in the active interface language. The shipped language shows the text as it came, at no
 * cost: the shared texts are English (and the spec's German) as written in common/. In another language the
 * text is found by the id the server sent beside it, or by its words, and shown from the catalogue
 * (`shared.<id>`, web/src/locales/<language>/shared.json), with its values; a text no catalogue translates
 * stays as it came.
 */
export function sharedText(text: string, ref?: MessageRef): string {
  if (i18n.locale === shippedLanguage) return text;
  const found = ref ?? findSharedMessage?.(text);
  if (!found) return text;
  const id = `shared.${found.id}`;
  return id in i18n.messages ? i18n._(id, found.values) : text;
}
