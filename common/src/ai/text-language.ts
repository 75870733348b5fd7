import type { ContentLanguage } from './hotel-profile';

// Short words that nearly every sentence of their language has and the other language hardly ever.
const germanWords = new Set(
  (
    'der die das den dem des und ist sind mit für nicht sie wir ein eine einen einem zu zum zur im am auf ' +
    'unser unsere ihr ihre ihnen du dich dein es auch oder bei von vom über sich wird werden hier ganz sehr'
  ).split(' '),
);
// 'in' and 'an' are words of both languages and count for neither.
const englishWords = new Set(
  (
    'the and is are with for not we you a to of our your it at on by from this that or all be has have ' +
    'will can there their which very here'
  ).split(' '),
);

/**
 * German or English, by counting common words (an umlaut or ß counts for German too); German when undecided,
 * the product's main language. Used by the built-in writing help and by the content page, so a text is
 * answered in the language it is written in.
 */
export function guessLanguage(text: string): ContentLanguage {
  let german = (text.match(/[äöüß]/gi) ?? []).length > 0 ? 1 : 0;
  let english = 0;
  for (const word of text.toLowerCase().split(/[^a-zäöüß]+/)) {
    if (germanWords.has(word)) german++;
    if (englishWords.has(word)) english++;
  }
  return english > german ? 'en' : 'de';
}
