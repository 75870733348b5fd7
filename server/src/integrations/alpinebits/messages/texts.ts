import type { LanguageCode, TextsByLanguage } from '../content';
import { el, textEl, type XmlNode } from '../xml-writer';

/** What the messages' text elements share: languages as AlpineBits takes them, blank texts left out. */

const languagePattern = /^[a-z]{2}$/;

/** The text in each language worth sending: a valid two-letter code, in the content's order, not blank. */
export function textsToSend(texts: TextsByLanguage, languages: readonly LanguageCode[]): [string, string][] {
  const order = [...languages, ...Object.keys(texts)].map((language) => language.toLowerCase());
  const seen = new Set<string>();
  const found: [string, string][] = [];
  for (const language of order) {
    if (seen.has(language) || !languagePattern.test(language)) continue;
    seen.add(language);
    const text = (texts[language] ?? '').trim();
    if (text) found.push([language, text]);
  }
  return found;
}

/** Description elements, one per language ('Description' in TextItem and ImageItem, 'Text' in policies). */
export function descriptions(
  texts: [string, string][],
  name: 'Description' | 'Text' = 'Description',
): XmlNode[] {
  return texts.map(([language, text]) => textEl(name, { TextFormat: 'PlainText', Language: language }, text));
}

/** A MultimediaDescription of texts, or nothing when no language has one. */
export function textDescription(infoCode: number, texts: [string, string][]): XmlNode | null {
  if (texts.length === 0) return null;
  return el('MultimediaDescription', { InfoCode: infoCode }, [
    el('TextItems', {}, [el('TextItem', {}, descriptions(texts))]),
  ]);
}

/** A string cut to a schema's maximum length, on a character boundary (not inside a surrogate pair). */
export function clip(text: string, max: number): string {
  const characters = Array.from(text.trim());
  return characters.length <= max ? text.trim() : characters.slice(0, max).join('').trim();
}
