import type { ContentLanguage } from '@common/ai/hotel-profile';
import type { RewriteContext } from '@common/ai/schemas';
import { guessLanguage } from '@common/ai/text-language';
import { detectIntents } from '../instruction-routing';
import { splitSentences } from '../sentence-cut';
import { expandText } from './expand-text';
import { addRequested } from './requested-additions';
import {
  applyReplacements,
  fillerWords,
  formalReplacements,
  relaxedClosing,
  relaxedReplacements,
} from './rewrite-vocabulary';
import { toSieForm } from './sie-form';
import { withoutRepeatedSentences } from './unique-sentences';

// "z. B. das" and "ca. fünf" are no sentence ends.
const abbreviations = new Set([
  'z',
  'b',
  'd',
  'h',
  'u',
  'a',
  'o',
  'ca',
  'bzw',
  'usw',
  'inkl',
  'evtl',
  'ggf',
  'vgl',
  'nr',
  'str',
  'etc',
  'e',
  'g',
  'i',
  'dr',
  'mr',
  'mrs',
  'ms',
  'st',
]);

function capitalizeSentenceStart(match: string, before: string, word: string | undefined, letter: string) {
  if (word !== undefined && abbreviations.has(word.toLowerCase().replace(/^\P{L}+/u, ''))) return match;
  return before + letter.toUpperCase();
}

/** Tidies spacing and punctuation, capitalises sentence starts and drops doubled words. */
export function polish(text: string): string {
  const paragraphs = text
    .replace(/[’‘]/g, "'")
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .replace(/[ \t]+/g, ' ')
        // "am see .die" lost its space on the wrong side of the full stop.
        .replace(/\s+([,.;:!?])(?=\p{L})/gu, '$1 ')
        .replace(/\s+([,.;:!?])/g, '$1')
        .replace(/([!?])\1+/g, '$1')
        .replace(/\.{4,}/g, '...')
        .replace(/,(?=\p{L})/gu, ', ')
        .replace(/(?<![\p{L}])(\p{L}+)\s+\1(?![\p{L}])/giu, '$1')
        .replace(/(^|(\S*)[.!?]\s+)(\p{Ll})/gu, capitalizeSentenceStart)
        .trim(),
    )
    .filter(Boolean);
  const result = paragraphs.join('\n\n');
  return result && !/[.!?…"'“”»)]$/.test(result) ? `${result}.` : result;
}

/** A shorter text: no filler words, no repeated sentences, the first half of the sentences. */
export function shorten(text: string, language: ContentLanguage): string {
  const withoutFillers = text.replace(fillerWords[language], '').replace(/\s*\([^)]*\)/g, '');
  const sentences = [...new Set(splitSentences(withoutFillers))];
  const kept = sentences.slice(0, Math.max(1, Math.ceil(sentences.length / 2)));
  let result = kept.join(' ');
  // One long sentence: keep its main clause, up to the first comma.
  if (kept.length === 1 && result.length >= text.trim().length && result.includes(',')) {
    result = `${result.slice(0, result.indexOf(',')).trim()}.`;
  }
  return result;
}

/** The formal register: no contractions or slang, calm punctuation, and in German the Sie-form. */
export function formalize(text: string, language: ContentLanguage): string {
  const replaced = applyReplacements(text, formalReplacements[language]);
  const formal = language === 'de' ? toSieForm(replaced) : replaced;
  return formal.replace(/!+/g, '.').replace(/[ \t]{2,}/g, ' ');
}

/** The relaxed register: everyday words instead of formal ones and a friendly last line. */
export function relax(text: string, language: ContentLanguage): string {
  const relaxed = applyReplacements(text, relaxedReplacements[language]).trim();
  const closing = relaxedClosing[language];
  return relaxed.endsWith(closing) ? relaxed : `${relaxed}\n\n${closing}`;
}

/**
 * The built-in writing assistant, in the language the text is written in: applies every intent the instruction
 * names (tone first, then length) and adds what it asks to add ("add the sauna"), then tidies the text and
 * says no sentence twice. Without any named intent it only improves spacing and punctuation.
 */
export function rewriteLocally(text: string, instruction: string, context: RewriteContext = {}): string {
  const language = guessLanguage(text);
  const intents = detectIntents(instruction);
  let result = text.trim();
  if (intents.includes('formal')) result = formalize(result, language);
  if (intents.includes('informal')) result = relax(result, language);
  if (intents.includes('shorter')) result = shorten(result, language);
  if (intents.includes('longer')) result = expandText(result, language, context);
  result = addRequested(result, instruction, language);
  return withoutRepeatedSentences(polish(result));
}
