import type { TranslatableTextKind } from '@common/ai/translation';
import { inListOrder, type LanguageCode } from '@common/languages/content-languages';
import {
  cleanText,
  textLimits,
  type HotelTextsView,
  type SubjectTextsView,
  type TranslatableTextView,
} from '@common/translations/schemas';
import { translationsTexts } from '@common/translations/texts';
import { cutOnWord } from '@common/text';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import { RememberedAnswers } from '../../lib/remembered-answers';
import { isUuid, requireMemberHotel } from '../hotels/service';
import {
  deleteTranslation,
  findStoredTexts,
  findTextSources,
  setSourceChanged,
  writeTranslation,
  type TextAddress,
  type TextSourceRow,
} from './repository';
import {
  countsByLanguage,
  indexStored,
  textInLanguage,
  textsInLanguage,
  type HotelTexts,
} from './texts-model';

export type TranslationsDeps = Pick<AppContext, 'db' | 'ai'> & { answers: RememberedAnswers };

const depsByContext = new WeakMap<AppContext, TranslationsDeps>();

/** The texts' reads of an app, one per app: the routes, the job and the readiness share remembered answers. */
export function translationsDeps(context: AppContext): TranslationsDeps {
  let deps = depsByContext.get(context);
  if (!deps) {
    deps = { db: context.db, ai: context.ai, answers: new RememberedAnswers(500) };
    depsByContext.set(context, deps);
  }
  return deps;
}

type OwnedHotel = Awaited<ReturnType<typeof requireMemberHotel>>;

/** The hotel's served languages in list order, its primary among them. */
export const servedLanguages = (hotel: OwnedHotel): LanguageCode[] =>
  inListOrder([hotel.primaryLanguage, ...hotel.contentLanguages]);

/**
 * Every text the database holds for what the hotel's texts show raises one of the hotel's versions in the same
 * transaction (rooms, descriptions, the area text and translations: content_version; templates:
 * templates_version; photos: assets_version; migrations 0005, 0007 and 0038), and the ownership check reads them:
 * an answer remembered by them is never stale. The stale marks' times come from those same writes.
 */
const textsKey = (hotel: OwnedHotel, view: string) => [
  hotel.id,
  hotel.contentVersion,
  hotel.templatesVersion,
  hotel.assetsVersion,
  hotel.primaryLanguage,
  'texts',
  view,
];

/** The hotel's sources and stored translations: two statements, remembered per version. */
export function readHotelTexts(deps: TranslationsDeps, hotel: OwnedHotel): Promise<HotelTexts> {
  return deps.answers.remember(textsKey(hotel, 'rows'), async () => {
    const [sources, stored] = await Promise.all([
      findTextSources(deps.db, hotel.id, hotel.primaryLanguage),
      findStoredTexts(deps.db, hotel.id, hotel.primaryLanguage),
    ]);
    return { primaryLanguage: hotel.primaryLanguage, sources, stored };
  });
}

/** The content page's texts in one language (the primary by default) with each served language's counts. */
export async function getHotelTexts(
  deps: TranslationsDeps,
  userId: string,
  hotelId: string,
  requested: LanguageCode | undefined,
): Promise<HotelTextsView> {
  const hotel = await requireMemberHotel(deps.db, userId, hotelId);
  const languages = servedLanguages(hotel);
  const language = requested ?? hotel.primaryLanguage;
  if (!languages.includes(language)) throw notServed(languages);
  // One remembered object per language and version: encoded once for every request that shares it.
  return deps.answers.remember(textsKey(hotel, `${language}:${languages.join(',')}`), async () => {
    const texts = await readHotelTexts(deps, hotel);
    return {
      primaryLanguage: hotel.primaryLanguage,
      languages,
      language,
      texts: textsInLanguage(texts, language),
      counts: countsByLanguage(texts, languages),
    };
  });
}

/** One subject's texts in every served language, sources empty or not (Edit Asset's captions and alt texts). */
export async function getSubjectTexts(
  deps: TranslationsDeps,
  userId: string,
  hotelId: string,
  subjectId: string,
): Promise<SubjectTextsView> {
  const hotel = await requireMemberHotel(deps.db, userId, hotelId);
  if (!isUuid(subjectId)) throw new AppError('notFound', translationsTexts.textNotFound);
  const [sources, stored] = await Promise.all([
    findTextSources(deps.db, hotel.id, hotel.primaryLanguage, { subjectId, withEmptyPhotoTexts: true }),
    findStoredTexts(deps.db, hotel.id, hotel.primaryLanguage, subjectId),
  ]);
  if (sources.length === 0) throw new AppError('notFound', translationsTexts.textNotFound);
  const languages = servedLanguages(hotel);
  const index = indexStored(stored);
  return {
    primaryLanguage: hotel.primaryLanguage,
    languages,
    texts: sources.flatMap((source) =>
      languages.map((language) => textInLanguage(source, language, hotel.primaryLanguage, index)),
    ),
  };
}

const notServed = (languages: readonly LanguageCode[]) =>
  new AppError('validation', translationsTexts.notServed(languages.join(', ')), {
    fields: { language: translationsTexts.notServed(languages.join(', ')) },
  });

export interface TextTarget {
  hotel: OwnedHotel;
  source: TextSourceRow;
  address: TextAddress;
}

/**
 * The text a translation route names, checked: the hotel is the user's (404), the language one it serves and not
 * its primary one (400), the subject the kind's and the hotel's, not in the trash (404).
 */
export async function requireTextTarget(
  deps: Pick<TranslationsDeps, 'db'>,
  userId: string,
  hotelId: string,
  params: { language: LanguageCode; kind: TranslatableTextKind },
  subjectId: string,
): Promise<TextTarget> {
  const hotel = await requireMemberHotel(deps.db, userId, hotelId);
  const languages = servedLanguages(hotel);
  if (!languages.includes(params.language)) throw notServed(languages);
  if (params.language === hotel.primaryLanguage) {
    throw new AppError('validation', translationsTexts.primaryLanguage, {
      fields: { language: translationsTexts.primaryLanguage },
    });
  }
  if (!isUuid(subjectId)) throw new AppError('notFound', translationsTexts.textNotFound);
  const sources = await findTextSources(deps.db, hotel.id, hotel.primaryLanguage, {
    subjectId,
    withEmptyPhotoTexts: true,
  });
  const source = sources.find((row) => row.kind === params.kind);
  if (!source) throw new AppError('notFound', translationsTexts.textNotFound);
  return {
    hotel,
    source,
    address: { hotelId: hotel.id, kind: params.kind, subjectId, language: params.language },
  };
}

/** The text as the kind allows it, or a 400 naming the field. */
export function checkedText(kind: TranslatableTextKind, text: string): string {
  const cleaned = cleanText(kind, text);
  const { max, tooLong } = textLimits[kind];
  if (cleaned.length > max)
    throw new AppError('validation', tooLong(max), { fields: { text: tooLong(max) } });
  return cleaned;
}

/** One text's view after a write, read again (its stale mark as the database has it). */
async function textAfterWrite(deps: Pick<TranslationsDeps, 'db'>, target: TextTarget) {
  const { hotel, source, address } = target;
  const stored = await findStoredTexts(deps.db, hotel.id, hotel.primaryLanguage, address.subjectId);
  return textInLanguage(source, address.language, hotel.primaryLanguage, indexStored(stored));
}

/** A translation as typed (current from now on); an empty text removes it, so the text is missing again. */
export async function saveText(
  deps: Pick<TranslationsDeps, 'db'>,
  userId: string,
  hotelId: string,
  params: { language: LanguageCode; kind: TranslatableTextKind },
  subjectId: string,
  text: string,
): Promise<TranslatableTextView> {
  const target = await requireTextTarget(deps, userId, hotelId, params, subjectId);
  const cleaned = checkedText(params.kind, text);
  if (cleaned === '') await deleteTranslation(deps.db, target.address);
  else await writeTranslation(deps.db, target.address, cleaned);
  return textAfterWrite(deps, target);
}

/** 'Mark as checked': the translation is current again, its text unchanged. 409 while there is none. */
export async function markTextChecked(
  deps: Pick<TranslationsDeps, 'db'>,
  userId: string,
  hotelId: string,
  params: { language: LanguageCode; kind: TranslatableTextKind },
  subjectId: string,
): Promise<TranslatableTextView> {
  const target = await requireTextTarget(deps, userId, hotelId, params, subjectId);
  if (!(await setSourceChanged(deps.db, target.address, false))) {
    throw new AppError('conflict', translationsTexts.noTranslation);
  }
  return textAfterWrite(deps, target);
}

/**
 * Translates one source through the AI service and stores the translation. The source is read again after the
 * write: one changed while the service was translating leaves the new translation stale, never current. With
 * `onlyIfMissing` (the job), a translation typed meanwhile is kept and this one dropped. Answers whether it
 * stored; every failure is the service's TranslationError.
 */
export async function translateAndStore(
  deps: Pick<TranslationsDeps, 'db' | 'ai'>,
  userId: string,
  target: Pick<TextTarget, 'source' | 'address'> & { primaryLanguage: LanguageCode },
  options: { onlyIfMissing?: boolean; signal?: AbortSignal } = {},
): Promise<boolean> {
  const { source, address, primaryLanguage } = target;
  const translated = await deps.ai.forUser(userId).translate({
    text: source.source,
    from: primaryLanguage,
    to: address.language,
    kind: address.kind,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const { max } = textLimits[address.kind];
  // A translation may run longer than its kind allows (decision 030): cut on a word, as a person would shorten it.
  const fitting = cutOnWord(cleanText(address.kind, translated), max);
  const stored = await writeTranslation(deps.db, address, fitting, options);
  if (!stored) return false;
  const [now] = await findTextSources(deps.db, address.hotelId, primaryLanguage, {
    subjectId: address.subjectId,
    withEmptyPhotoTexts: true,
  }).then((rows) => rows.filter((row) => row.kind === address.kind));
  if (now?.source !== source.source) await setSourceChanged(deps.db, address, true);
  return true;
}

/** 'Translate from {primary}' for one text: translated, stored and answered. */
export async function translateText(
  deps: Pick<TranslationsDeps, 'db' | 'ai'>,
  userId: string,
  hotelId: string,
  params: { language: LanguageCode; kind: TranslatableTextKind },
  subjectId: string,
  signal?: AbortSignal,
): Promise<TranslatableTextView> {
  const target = await requireTextTarget(deps, userId, hotelId, params, subjectId);
  if (target.source.source === '') {
    throw new AppError('validation', translationsTexts.noSource, {
      fields: { text: translationsTexts.noSource },
    });
  }
  await translateAndStore(
    deps,
    userId,
    { ...target, primaryLanguage: target.hotel.primaryLanguage },
    signal ? { signal } : {},
  );
  return textAfterWrite(deps, target);
}
