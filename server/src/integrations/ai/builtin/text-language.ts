import type { ContentLanguage } from '@common/ai/hotel-profile';

const germanWords = new Set([
  'der',
  'die',
  'das',
  'und',
  'ist',
  'mit',
  'für',
  'nicht',
  'sie',
  'wir',
  'ein',
  'eine',
  'zu',
  'im',
  'auf',
  'den',
  'unser',
  'unsere',
  'ihr',
  'ihre',
  'du',
  'dich',
  'dein',
  'sind',
  'es',
]);
const englishWords = new Set([
  'the',
  'and',
  'is',
  'with',
  'for',
  'not',
  'we',
  'you',
  'a',
  'to',
  'in',
  'of',
  'our',
  'your',
  'are',
  'it',
  'at',
  'on',
]);

/** German or English, by counting common words; German when undecided (the product's main language). */
export function guessLanguage(text: string): ContentLanguage {
  let german = 0;
  let english = 0;
  for (const word of text.toLowerCase().split(/[^a-zäöüß]+/)) {
    if (germanWords.has(word)) german++;
    if (englishWords.has(word)) english++;
  }
  return english > german ? 'en' : 'de';
}
