import { applyReplacements, words } from './rewrite-vocabulary';

// Verbs whose du-form does not follow the regular endings.
const irregularVerbs: Record<string, string> = {
  bist: 'sind',
  hast: 'haben',
  kannst: 'können',
  wirst: 'werden',
  willst: 'möchten',
  musst: 'müssen',
  darfst: 'dürfen',
  sollst: 'sollen',
  weißt: 'wissen',
  magst: 'mögen',
  möchtest: 'möchten',
  läufst: 'laufen',
  liest: 'lesen',
  siehst: 'sehen',
  fährst: 'fahren',
  schläfst: 'schlafen',
  isst: 'essen',
  nimmst: 'nehmen',
  gibst: 'geben',
  triffst: 'treffen',
  hältst: 'halten',
  lässt: 'lassen',
  erhältst: 'erhalten',
};

/** The Sie-form of a du-form verb ("findest" -> "finden"), or undefined when the word is no such verb. */
export function sieVerb(verb: string): string | undefined {
  const lower = verb.toLowerCase();
  const irregular = irregularVerbs[lower];
  let result: string | undefined;
  if (irregular) result = irregular;
  else if (lower.length < 4) result = undefined;
  else if (lower.endsWith('est')) result = `${lower.slice(0, -3)}en`;
  // "freust"/"schaust": the stem ends in a diphthong, "st" is the ending.
  else if (/(au|eu|äu)st$/.test(lower)) result = `${lower.slice(0, -2)}en`;
  // "reist", "löst", "genießt", "sitzt": the stem ends in s, ß, x or z, only "t" is the ending.
  else if (/([aeiouäöüy]s|[ßxz])t$/.test(lower)) result = `${lower.slice(0, -1)}en`;
  else if (lower.endsWith('st')) result = `${lower.slice(0, -2)}en`;
  if (!result) return undefined;
  return verb.charAt(0) === verb.charAt(0).toUpperCase()
    ? result.charAt(0).toUpperCase() + result.slice(1)
    : result;
}

// Common imperatives addressed to the reader; their Sie-form adds the pronoun.
const imperatives = words([
  ['gönn dir', 'gönnen Sie sich'],
  ['lass dich', 'lassen Sie sich'],
  ['lass uns', 'lassen Sie uns'],
  ['freu dich', 'freuen Sie sich'],
  ['buche', 'buchen Sie'],
  ['komm', 'kommen Sie'],
  ['entdecke', 'entdecken Sie'],
  ['erlebe', 'erleben Sie'],
  ['genieß', 'genießen Sie'],
  ['genieße', 'genießen Sie'],
  ['schau', 'schauen Sie'],
  ['probier', 'probieren Sie'],
  ['probiere', 'probieren Sie'],
]);

const pronouns = words([
  ['dich', 'Sie'],
  ['dir', 'Ihnen'],
  ['du', 'Sie'],
  ['euch', 'Sie'],
  ['deinem', 'Ihrem'],
  ['deinen', 'Ihren'],
  ['deiner', 'Ihrer'],
  ['deines', 'Ihres'],
  ['deine', 'Ihre'],
  ['dein', 'Ihr'],
  ['eurem', 'Ihrem'],
  ['euren', 'Ihren'],
  ['eurer', 'Ihrer'],
  ['eure', 'Ihre'],
  ['euer', 'Ihr'],
]);

/**
 * Turns a German text that addresses the reader with "du" into the polite Sie-form: the common
 * imperatives, the verb next to "du" ("du findest" -> "Sie finden", "kannst du" -> "können Sie"), a
 * reflexive "dich" after a converted subject ("Sie können dich" -> "Sie können sich"), then the pronouns.
 * Rule based: a verb far from its "du" keeps its ending.
 */
export function toSieForm(text: string): string {
  let result = applyReplacements(text, imperatives);
  // "du" + lower-case verb; nouns are capitalised in German, so "du Lust" is left alone.
  result = result.replace(
    /(?<![\p{L}])(du|Du)\s+(\p{Ll}+)(?![\p{L}])/gu,
    (match, _du: string, verb: string) => {
      const converted = sieVerb(verb);
      return converted ? `Sie ${converted}` : match;
    },
  );
  // Verb + "du" (questions and inverted order): "Kannst du", "findest du".
  result = result.replace(/(?<![\p{L}])(\p{L}+)\s+du(?![\p{L}])/gu, (match, verb: string) => {
    const converted = sieVerb(verb);
    return converted && verb.toLowerCase() !== 'wenn' ? `${converted} Sie` : match;
  });
  // A "dich"/"dir" in the same clause as a converted subject is reflexive: "Sie können dich entspannen".
  result = result.replace(/(?<![\p{L}])(Sie(?:\s+\p{L}+)*?)\s+(dich|dir)(?![\p{L}])/gu, '$1 sich');
  return applyReplacements(result, pronouns);
}
