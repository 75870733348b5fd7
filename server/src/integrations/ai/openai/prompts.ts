import { assetCategories } from '@common/assets/categories';
import { aiLimits } from '@common/ai/limits';
import type { ContentLanguage, HotelProfile } from '@common/ai/hotel-profile';
import type { LanguageCode } from '@common/languages/content-languages';
import type { RewriteContext } from '@common/ai/schemas';
import type { DescriptionTarget } from '../ai-service';
import type { RewriteIntent } from '../instruction-routing';
import { summarizeProfile } from './profile-summary';

// The prompts are German, as the earlier product's were (spec part 2, section 7); each asks for plain text
// or strict JSON so the reply can be used without clean-up.

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** The content languages (issue 37) as the German prompts name them. */
export const languageNames: Record<LanguageCode, string> = {
  en: 'Englisch',
  de: 'Deutsch',
  it: 'Italienisch',
  fr: 'Französisch',
  es: 'Spanisch',
  nl: 'Niederländisch',
};

const copywriter =
  'Du bist ein erfahrener Texter für Hotels. Du schreibst nur auf Grundlage der gegebenen Angaben und ' +
  'erfindest keine Ausstattung, Preise oder Auszeichnungen.';

/** Messages for description variants of the hotel or one of its rooms. */
export function descriptionMessages(
  profile: HotelProfile,
  target: DescriptionTarget,
  language: LanguageCode,
): ChatMessage[] {
  const subject =
    target.kind === 'room'
      ? `das Zimmer „${target.room.name}“${target.room.type ? ` (${target.room.type})` : ''} des folgenden Hotels`
      : 'das folgende Hotel';
  const room =
    target.kind === 'room'
      ? `\n\nZimmer:\n${[target.room.description, target.room.features.join(', ')].filter(Boolean).join('\n')}`
      : '';
  return [
    { role: 'system', content: copywriter },
    {
      role: 'user',
      content:
        `Schreibe eine ansprechende Beschreibung für ${subject} auf ${languageNames[language]}. ` +
        `Höchstens ${aiLimits.descriptionMaxChars} Zeichen, Absätze durch Leerzeilen getrennt, ohne Überschriften ` +
        `und ohne Markdown. Antworte nur mit der Beschreibung.\n\n${summarizeProfile(profile)}${room}`,
    },
  ];
}

const rewriteTasks: Record<RewriteIntent, string> = {
  longer: 'Formuliere den folgenden Text länger und ausführlicher, ohne neue Fakten zu erfinden.',
  shorter: 'Kürze den folgenden Text und fasse ihn prägnant zusammen.',
  formal: 'Formuliere den folgenden Text professioneller und formeller (Sie-Form, keine Umgangssprache).',
  informal: 'Formuliere den folgenden Text lockerer und informeller, freundlich und nahbar.',
  improve: 'Verbessere den folgenden Text sprachlich: Stil, Grammatik, Rechtschreibung und Lesefluss.',
};

function contextLines(context: RewriteContext | undefined): string {
  if (!context) return '';
  const lines = [
    context.hotelName && `Hotel: ${context.hotelName}`,
    context.city && `Ort: ${context.city}`,
    context.category && `Kategorie: ${context.category}`,
    context.roomName && `Zimmer: ${context.roomName}`,
    context.features?.length && `Merkmale: ${context.features.join(', ')}`,
  ].filter(Boolean);
  return lines.length > 0 ? `\n\nAngaben zum Hotel:\n${lines.join('\n')}` : '';
}

/** Messages for the writing assistant; the intent chooses the task, the user's instruction goes along. */
export function rewriteMessages(
  intent: RewriteIntent,
  text: string,
  instruction: string,
  context?: RewriteContext,
): ChatMessage[] {
  const body = text.trim()
    ? `${rewriteTasks[intent]} Behalte die Sprache des Textes bei.`
    : 'Schreibe einen passenden Text für die Hotelbeschreibung.';
  return [
    { role: 'system', content: copywriter },
    {
      role: 'user',
      content:
        `${body} Antworte nur mit dem überarbeiteten Text, ohne Einleitung.\n\nAnweisung: ${instruction}` +
        `${contextLines(context)}\n\nText:\n${text}`,
    },
  ];
}

/**
 * The question sent with an image; English tags so they match the relevance keywords. With a language, also a
 * caption and an alt text in it (issue 37, part 2), last in the JSON, so a reply cut short loses them, not the
 * category and tags.
 */
export function imageAnalysisPrompt(language?: LanguageCode) {
  const categorise =
    'Ordne dieses Hotelbild genau einer Kategorie zu und vergib 3 bis 6 kurze englische Schlagwörter in ' +
    `Kleinbuchstaben. Kategorien: ${assetCategories.join(', ')}.`;
  if (!language)
    return `${categorise} Antworte nur mit JSON in der Form {"category": "<Kategorie>", "tags": ["<tag>", "..."]}.`;
  return (
    `${categorise} Schreibe außerdem auf ${languageNames[language]} (${language}) eine kurze Bildunterschrift ` +
    'für Gäste (caption: höchstens 100 Zeichen, ohne Werbefloskeln) und einen Alternativtext für Menschen, die ' +
    'das Bild nicht sehen (altText: höchstens 150 Zeichen, schlicht und sachlich, was zu sehen ist, ohne „Bild ' +
    'von“ davor). Antworte nur mit JSON in der Form {"category": "<Kategorie>", "tags": ["<tag>", "..."], ' +
    '"caption": "<Bildunterschrift>", "altText": "<Alternativtext>"}.'
  );
}

/** Messages for a template set planned from `today`, naming the tags the hotel's images carry. */
export function templateSetMessages(
  profile: HotelProfile,
  today: string,
  assetTags: readonly string[],
  language: ContentLanguage,
): ChatMessage[] {
  const tags = assetTags.length > 0 ? `\n\nSchlagwörter der vorhandenen Bilder: ${assetTags.join(', ')}` : '';
  return [
    { role: 'system', content: 'Du bist ein Marketing-Experte für Hotels.' },
    {
      role: 'user',
      content:
        `Heute ist der ${today}. Erstelle ${aiLimits.templatesMin} bis ${aiLimits.templatesMax} Marketing-Templates ` +
        `für die kommenden Monate auf ${languageNames[language]}: Anlässe und Feiertage (category "event"), ` +
        'Saisons (category "seasonal") und Zielgruppen (category "audience", z. B. business, family, luxury). ' +
        'Antworte nur mit JSON: {"templates": [{"name": "...", "description": "...", "category": ' +
        '"event|seasonal|audience", "startDate": "YYYY-MM-DD", "endDate": "YYYY-MM-DD", "tags": ["..."]}]}. ' +
        'Tags sind englische Schlagwörter in Kleinbuchstaben (Saison, Anlass, Zielgruppe), passend zu den ' +
        `Bildern.\n\n${summarizeProfile(profile)}${tags}`,
    },
  ];
}
