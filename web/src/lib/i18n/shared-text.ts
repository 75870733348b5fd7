import type { MessageRef } from '@common/messages/message-ref';
import { i18n, shippedLanguage } from './i18n';

/** Which shared text a message is: common/src/messages/registry.ts's finder, once a second language needs it. */
type SharedMessageFinder = (message: string) => MessageRef | undefined;

let findSharedMessage: SharedMessageFinder | undefined;

/** Called by web/src/locales/shared-messages.ts when it has loaded a language's translations of the shared texts. */
export function setSharedMessageFinder(finder: SharedMessageFinder) {
  findSharedMessage = finder;
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
