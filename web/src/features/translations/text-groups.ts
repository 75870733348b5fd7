import { formatterFor } from '@web/lib/format/formatter';
import type { TranslatableTextKind } from '@common/ai/translation';
import type { LanguageTextCounts, TranslatableTextView } from '@common/translations/schemas';

/** What a text belongs to, as the list groups them. */
export type SubjectType = 'hotel' | 'room' | 'template' | 'photo';

const subjectTypeOfKind: Record<TranslatableTextKind, SubjectType> = {
  hotelDescription: 'hotel',
  areaText: 'hotel',
  roomName: 'room',
  roomDescription: 'room',
  templateName: 'template',
  templateDescription: 'template',
  photoCaption: 'photo',
  photoAltText: 'photo',
};

export interface SubjectGroup {
  key: string;
  type: SubjectType;
  name: string;
  texts: TranslatableTextView[];
}

/**
 * The texts grouped by what they belong to (the hotel, each room, template and photo), in the order the server
 * lists them: a room's name and description stay together under the room.
 */
export function groupBySubject(texts: readonly TranslatableTextView[]): SubjectGroup[] {
  const groups = new Map<string, SubjectGroup>();
  for (const text of texts) {
    const type = subjectTypeOfKind[text.kind];
    const key = `${type}:${text.subjectId}`;
    const group = groups.get(key) ?? { key, type, name: text.subjectName, texts: [] };
    group.texts.push(text);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** A served language's state as its chip shows it: any text missing, else any stale, else current. */
export type LanguageState = 'primary' | 'current' | 'stale' | 'missing';

export function languageState(counts: LanguageTextCounts | undefined): Exclude<LanguageState, 'primary'> {
  if (counts && counts.missing > 0) return 'missing';
  if (counts && counts.stale > 0) return 'stale';
  return 'current';
}

/** The address of one text in one language, for the drafts typed into it. */
export const draftKey = (text: Pick<TranslatableTextView, 'language' | 'kind' | 'subjectId'>) =>
  `${text.language}/${text.kind}/${text.subjectId}`;

/**
 * The day a source changed as the issue writes it, in English like the rest of the translations: '12 March',
 * with the year when it is not this one ('12 March 2025'), in the viewer's time zone.
 */
export const changedDay = (iso: string, now?: Date): string => formatterFor('en').recentDate(iso, now);
