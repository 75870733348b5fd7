import { hotelCategorySchema } from '@common/hotels/hotel';
import type { ContentLanguage } from '@common/ai/hotel-profile';
import type { RewriteContext } from '@common/ai/schemas';
import { foldText } from '../instruction-routing';
import { categoryPhrases } from './category-phrases';
import { capitalize, inHotelDe, joinList } from './phrasing';
import { formalClosing } from './rewrite-vocabulary';

const maxFeatures = 6;

// Sentences for topics the text already mentions: they elaborate what is there without adding facts.
const topicSentences: Record<ContentLanguage, ReadonlyArray<readonly [RegExp, string]>> = {
  de: [
    [/spa|wellness|sauna|massage/, 'Im Wellnessbereich finden Sie Ruhe und Erholung vom Alltag.'],
    [
      /restaurant|kueche|fruehstueck|kulinar|\bbar\b/,
      'Kulinarisch lässt sich der Tag in genussvoller Atmosphäre beginnen und ausklingen.',
    ],
    [/zimmer|suite/, 'Die Zimmer sind so eingerichtet, dass Sie sich vom ersten Moment an wohlfühlen.'],
    [/berg|alpen|wander|\bski/, 'Die Umgebung lädt zu Ausflügen in die Natur ein – im Sommer wie im Winter.'],
    [/strand|meer|\bsee\b|kueste/, 'Die Nähe zum Wasser macht jeden Tag ein wenig mehr zum Urlaub.'],
    [/famil|kinder/, 'Familien finden bei uns Platz für gemeinsame Zeit.'],
    [
      /tagung|meeting|business|geschaeft|konferenz/,
      'Geschäftsreisende finden bei uns alles für einen produktiven Aufenthalt.',
    ],
    [
      /stadt|zentral|innenstadt|\bcity/,
      'Dank der Lage erreichen Sie die wichtigsten Ziele der Umgebung bequem.',
    ],
  ],
  en: [
    [
      /spa|wellness|sauna|massage/,
      'In the wellness area you will find peace and a break from everyday life.',
    ],
    [
      /restaurant|breakfast|dining|cuisine|\bbar\b/,
      'Start and end your day in a relaxed setting with good food.',
    ],
    [/\broom|suite/, 'The rooms are designed to make you feel at home from the very first moment.'],
    [/mountain|alps|hiking|\bski/, 'The surroundings invite you to explore nature, in summer and in winter.'],
    [
      /beach|\bsea\b|\blake\b|coast/,
      'Being close to the water makes every day feel a little more like a holiday.',
    ],
    [/famil|children|\bkids/, 'Families find room for time together here.'],
    [/conference|meeting|business/, 'Business travellers find everything they need for a productive stay.'],
    [/\bcity|central|downtown/, 'Thanks to the location, the main sights are within easy reach.'],
  ],
};

const extraSentence: Record<ContentLanguage, string> = {
  de: 'Gern beraten wir Sie persönlich bei der Planung Ihres Aufenthalts.',
  en: 'We are happy to help you plan your stay personally.',
};

function contextSentences(context: RewriteContext, language: ContentLanguage): string[] {
  const sentences: string[] = [];
  const hotel = context.hotelName?.trim();
  const city = context.city?.trim();
  const category = hotelCategorySchema.safeParse(context.category?.trim().toLowerCase());
  const features = (context.features ?? []).slice(0, maxFeatures);
  if (language === 'en') {
    if (hotel) sentences.push(`${hotel}${city ? ` in ${city}` : ''} is the ideal base for your stay.`);
    if (category.success) {
      const phrases = categoryPhrases(category.data, 'en');
      sentences.push(`It is made for ${phrases.guests} and offers ${phrases.promise}.`);
    }
    if (context.roomName)
      sentences.push(`The ${context.roomName} invites you to feel at home from the first moment.`);
    if (features.length > 0) sentences.push(`Amenities include ${joinList(features, 'en')}.`);
    return sentences;
  }
  if (hotel) {
    sentences.push(
      `${capitalize(inHotelDe(hotel))}${city ? ` in ${city}` : ''} sind Sie für Ihren Aufenthalt bestens aufgehoben.`,
    );
  }
  if (category.success) {
    const phrases = categoryPhrases(category.data, 'de');
    sentences.push(`Es richtet sich besonders an ${phrases.guests} und bietet ${phrases.promise}.`);
  }
  if (context.roomName)
    sentences.push(`Das Zimmer „${context.roomName}“ lädt dazu ein, sich vom ersten Moment an wohlzufühlen.`);
  if (features.length > 0) sentences.push(`Annehmlichkeiten im Haus: ${joinList(features, 'de')}.`);
  return sentences;
}

/**
 * A longer text: the original, then sentences built from the given hotel facts and from the topics the
 * text mentions, and a closing line. Always adds at least one sentence.
 */
export function expandText(text: string, language: ContentLanguage, context: RewriteContext = {}): string {
  const folded = foldText(text);
  const present = (sentence: string) => text.includes(sentence);
  const added = [
    ...contextSentences(context, language),
    ...topicSentences[language].filter(([pattern]) => pattern.test(folded)).map(([, sentence]) => sentence),
    formalClosing[language],
  ].filter((sentence) => !present(sentence));
  if (added.length === 0) added.push(extraSentence[language]);
  return text.trim() ? `${text.trim()}\n\n${added.join(' ')}` : added.join(' ');
}
