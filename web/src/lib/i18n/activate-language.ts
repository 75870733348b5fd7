import { i18n, shippedLanguage } from './i18n';
import { addSharedMessages } from './shared-text';

/**
 * Shows the interface in `language`: its catalogues are in memory already (each namespace loads every language
 * it has, lib/i18n/catalogues.ts); the translations of the shared texts, which the shipped language does not
 * need, are fetched first (web/src/locales/shared-messages.ts), so an error answer reads in the same language as
 * the page around it.
 */
export async function activateInterfaceLanguage(language: string) {
  if (language !== shippedLanguage) {
    const { sharedMessagesOf } = await import('@web/locales/shared-messages');
    addSharedMessages(language, sharedMessagesOf(language));
  }
  i18n.activate(language);
}
