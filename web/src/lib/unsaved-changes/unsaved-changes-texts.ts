/**
 * The question before unsaved changes are left behind, in the language of the screen it is asked on: the hotel
 * content page speaks German (spec part 2), the rest of the signed-in app English.
 */
export const unsavedChangesTexts = {
  en: {
    title: 'Discard changes?',
    body: 'Your changes on this page have not been saved. If you leave now, they are lost.',
    keepEditing: 'Keep editing',
    discard: 'Discard changes',
  },
  de: {
    title: 'Änderungen verwerfen?',
    body: 'Ihre Änderungen auf dieser Seite sind noch nicht gespeichert. Wenn Sie die Seite jetzt verlassen, gehen sie verloren.',
    keepEditing: 'Weiter bearbeiten',
    discard: 'Änderungen verwerfen',
  },
};

/** The pages whose texts are German (the hotel content page and what it opens). */
const germanPages = ['/active-content'];

export function unsavedChangesTextsFor(pathname: string) {
  return germanPages.includes(pathname) ? unsavedChangesTexts.de : unsavedChangesTexts.en;
}
