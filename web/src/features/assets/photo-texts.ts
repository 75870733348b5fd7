import type { LanguageCode } from '@common/languages/content-languages';
import type { SubjectTextsView, TranslatableTextView } from '@common/translations/schemas';

/** A photo's two texts per language (issue 37, part 2), in the order Edit Asset shows them. */
export const photoTextKinds = ['photoCaption', 'photoAltText'] as const;
export type PhotoTextKind = (typeof photoTextKinds)[number];

/** A translation typed in Edit Asset, saved with the asset. */
export interface PhotoTextChange {
  language: LanguageCode;
  kind: PhotoTextKind;
  text: string;
}

/** What was typed into the other languages' fields, by `language:kind`; a field never touched has no entry. */
export type PhotoTextDrafts = Readonly<Record<string, string>>;

export const draftKey = (language: LanguageCode, kind: PhotoTextKind) => `${language}:${kind}`;

/** The languages the hotel serves besides its primary one, each with its caption and alt text as stored. */
export function otherLanguages(view: SubjectTextsView) {
  return view.languages
    .filter((language) => language !== view.primaryLanguage)
    .map((language) => ({
      language,
      texts: photoTextKinds.flatMap((kind) => {
        const text = view.texts.find((entry) => entry.language === language && entry.kind === kind);
        return text ? [text as TranslatableTextView & { kind: PhotoTextKind }] : [];
      }),
    }));
}

/** What a field shows: what was typed into it, else the stored translation, else nothing. */
export const shownText = (text: TranslatableTextView, drafts: PhotoTextDrafts) =>
  drafts[draftKey(text.language, text.kind as PhotoTextKind)] ?? text.text ?? '';

/**
 * The translations to save: each field whose text, trimmed, differs from the one stored. An emptied field is
 * saved empty, which removes the translation.
 */
export function changedTranslations(view: SubjectTextsView | undefined, drafts: PhotoTextDrafts) {
  if (!view) return [];
  return otherLanguages(view).flatMap(({ language, texts }) =>
    texts.flatMap((text): PhotoTextChange[] => {
      const typed = drafts[draftKey(language, text.kind)];
      if (typed === undefined || typed.trim() === (text.text ?? '')) return [];
      return [{ language, kind: text.kind, text: typed }];
    }),
  );
}

/** The asset was saved, but a translation typed with it was not (refused or lost): the dialog stays open. */
export class PhotoTextsNotSaved extends Error {
  constructor(
    readonly language: LanguageCode,
    options?: { cause: unknown },
  ) {
    super('PhotoTextsNotSaved', options);
  }
}
