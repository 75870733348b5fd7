import type { ContentLanguage } from '@common/ai/hotel-profile';

/** A replacement: a global pattern and what replaces it (a leading capital of the match is kept). */
export type Replacement = readonly [RegExp, string];

/** Whole words or phrases, matched case-insensitively, never inside a longer word. */
export const words = (list: ReadonlyArray<readonly [string, string]>): Replacement[] =>
  list.map(([from, to]) => [new RegExp(`(?<![\\p{L}'])${from}(?![\\p{L}])`, 'giu'), to] as const);

/** Replaces every match, keeping a capital first letter where the original had one. */
export function applyReplacements(text: string, replacements: readonly Replacement[]): string {
  let result = text;
  for (const [pattern, replacement] of replacements) {
    result = result.replace(pattern, (match, ...groups: unknown[]) => {
      const filled = replacement.replace(/\$(\d)/g, (_, index: string) =>
        String(groups[Number(index) - 1] ?? ''),
      );
      const first = match.charAt(0);
      return first !== first.toLowerCase() ? filled.charAt(0).toUpperCase() + filled.slice(1) : filled;
    });
  }
  return result;
}

/** Words that add no meaning; a shorter text drops them. */
export const fillerWords: Record<ContentLanguage, RegExp> = {
  de: /(?<![\p{L}])(wirklich|einfach|absolut|total|echt|ganz|eigentlich|natürlich|selbstverständlich|quasi|sozusagen|halt|eben|ja|durchaus|ziemlich|äußerst|überaus)\s+(?=\p{L})/giu,
  en: /(?<![\p{L}])(really|very|truly|just|simply|absolutely|totally|actually|basically|quite|extremely|literally)\s+(?=\p{L})/giu,
};

/** Casual words and contractions and their formal counterparts. */
export const formalReplacements: Record<ContentLanguage, Replacement[]> = {
  de: words([
    ["gibt's", 'gibt es'],
    ["geht's", 'geht es'],
    ["ist's", 'ist es'],
    ["wie's", 'wie es'],
    ["'nen", 'einen'],
    ["'ne", 'eine'],
    ['hab', 'habe'],
    ['krass', 'bemerkenswert'],
    ['cool', 'ansprechend'],
    ['cooler', 'ansprechender'],
    ['coole', 'ansprechende'],
    ['coolen', 'ansprechenden'],
    ['toll', 'hervorragend'],
    ['tolle', 'hervorragende'],
    ['tollen', 'hervorragenden'],
    ['chillen', 'entspannen'],
    ['Hey Leute', 'Liebe Gäste'],
    ['Hallo Leute', 'Liebe Gäste'],
    ['Hey', 'Guten Tag'],
    ['Leute', 'Gäste'],
    ['echt', ''],
    ['halt', ''],
  ]),
  en: words([
    ["can't", 'cannot'],
    ["won't", 'will not'],
    ["don't", 'do not'],
    ["doesn't", 'does not'],
    ["didn't", 'did not'],
    ["isn't", 'is not'],
    ["aren't", 'are not'],
    ["wasn't", 'was not'],
    ["haven't", 'have not'],
    ["hasn't", 'has not'],
    ["wouldn't", 'would not'],
    ["couldn't", 'could not'],
    ["shouldn't", 'should not'],
    ["it's", 'it is'],
    ["that's", 'that is'],
    ["there's", 'there is'],
    ["we're", 'we are'],
    ["you're", 'you are'],
    ["they're", 'they are'],
    ["we'll", 'we will'],
    ["you'll", 'you will'],
    ["we've", 'we have'],
    ["you've", 'you have'],
    ["i'm", 'I am'],
    ['gonna', 'going to'],
    ['wanna', 'want to'],
    ['awesome', 'excellent'],
    ['cool', 'appealing'],
    ['super', 'very'],
    ['guys', 'guests'],
    ['folks', 'guests'],
    ['hey', 'Hello'],
    ['chill', 'relax'],
    ['kids', 'children'],
    ['stuff', 'amenities'],
  ]),
};

/** Formal phrasing and its relaxed counterpart. */
export const relaxedReplacements: Record<ContentLanguage, Replacement[]> = {
  de: [
    [/Wir freuen uns(,| darauf,) Sie [^.!?]*?begrüßen zu dürfen/giu, 'Wir freuen uns auf Sie'],
    [/Zögern Sie nicht, uns zu kontaktieren/giu, 'Melden Sie sich einfach bei uns'],
    ...words([
      ['selbstverständlich', 'natürlich'],
      ['darüber hinaus', 'außerdem'],
      ['des Weiteren', 'außerdem'],
      ['zahlreiche', 'viele'],
      ['zahlreichen', 'vielen'],
      ['verfügt über', 'hat'],
      ['verfügen über', 'haben'],
      ['befindet sich', 'liegt'],
      ['befinden sich', 'liegen'],
      ['erhalten', 'bekommen'],
      ['beziehungsweise', 'oder'],
      ['bzw\\.', 'oder'],
      ['bereits', 'schon'],
      ['lediglich', 'nur'],
      ['jedoch', 'aber'],
      ['insbesondere', 'vor allem'],
      ['ausgezeichnet', 'super'],
      ['hervorragend', 'richtig gut'],
      ['hervorragende', 'richtig gute'],
      ['erstklassig', 'top'],
      ['erstklassige', 'top'],
      ['speisen', 'essen'],
    ]),
  ],
  en: [
    [/we look forward to welcoming you[^.!?]*/giu, 'see you soon'],
    ...words([
      ['furthermore', 'plus'],
      ['moreover', 'plus'],
      ['in addition', 'also'],
      ['numerous', 'lots of'],
      ['is equipped with', 'has'],
      ['are equipped with', 'have'],
      ['is located', 'is'],
      ['however', 'but'],
      ['therefore', 'so'],
      ['excellent', 'great'],
      ['do not', "don't"],
      ['does not', "doesn't"],
      ['it is', "it's"],
      ['we are', "we're"],
      ['you are', "you're"],
      ['you will', "you'll"],
      ['we will', "we'll"],
      ['cannot', "can't"],
      ['dine', 'eat'],
      ['purchase', 'buy'],
    ]),
  ],
};

/** A friendly last line for a relaxed text that does not end on one already. */
export const relaxedClosing: Record<ContentLanguage, string> = { de: 'Bis bald!', en: 'See you soon!' };
export const formalClosing: Record<ContentLanguage, string> = {
  de: 'Wir freuen uns darauf, Sie bei uns begrüßen zu dürfen.',
  en: 'We look forward to welcoming you.',
};
