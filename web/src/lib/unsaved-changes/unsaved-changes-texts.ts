/** The pages whose texts are German (the hotel content page and what it opens, spec part 2). */
const germanPages = ['/active-content'];

/**
 * Which of the question's texts (web/src/locales/en/unsavedChanges.json) the page being left speaks: the hotel
 * content page German, the rest of the signed-in app English.
 */
export function unsavedChangesLanguageOf(pathname: string): 'english' | 'german' {
  return germanPages.includes(pathname) ? 'german' : 'english';
}
