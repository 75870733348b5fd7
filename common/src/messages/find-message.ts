import type { MessageRef } from './message-ref';
import { isTextWith } from './text-with';

/** Text modules by namespace: `{ rooms: roomTexts, ... }`; a module nests texts and texts with values. */
export type TextModules = Record<string, object>;

/**
 * Every shared text by its id, `<namespace>.<key path>`, as written in English: a plain text as it reads, a text
 * with values as its template ('At most {max} images'). What a second interface language translates, key for key.
 */
export function messageTemplates(modules: TextModules): Map<string, string> {
  const templates = new Map<string, string>();
  function walk(value: unknown, id: string) {
    if (typeof value === 'string') templates.set(id, value);
    else if (isTextWith(value)) templates.set(id, value.template);
    else if (value !== null && typeof value === 'object' && !Array.isArray(value))
      for (const [key, inner] of Object.entries(value)) walk(inner, `${id}.${key}`);
    else throw new Error(`Shared text "${id}" is neither a text nor a text with values (textWith)`);
  }
  for (const [namespace, module] of Object.entries(modules)) walk(module, namespace);
  return templates;
}

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface TemplatePattern {
  id: string;
  pattern: RegExp;
  names: string[];
}

function patternOf(id: string, template: string): TemplatePattern {
  const names: string[] = [];
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escapeForRegExp(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { id, pattern: new RegExp(`^${source}$`, 's'), names };
}

/**
 * Which shared text a message is, with the values it was filled with: the error handler sends this beside every
 * message (`messageId`, `values`), and the web app looks up the texts its own checks show, so either can be shown
 * in another interface language. The first id wins where two modules share a text (they read the same).
 */
export function createMessageFinder(modules: TextModules): (message: string) => MessageRef | undefined {
  let exact: Map<string, string> | undefined;
  let patterns: TemplatePattern[] = [];
  return (message) => {
    if (!exact) {
      exact = new Map();
      for (const [id, template] of messageTemplates(modules)) {
        if (/\{\w+\}/.test(template)) patterns.push(patternOf(id, template));
        else if (!exact.has(template)) exact.set(template, id);
      }
      // The longest template first, so 'At most {max} images' is not read as a shorter template's value.
      patterns = patterns.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
    }
    const id = exact.get(message);
    if (id) return { id };
    for (const { id: patternId, pattern, names } of patterns) {
      const match = pattern.exec(message);
      if (match)
        return {
          id: patternId,
          values: Object.fromEntries(names.map((name, index) => [name, match[index + 1]!])),
        };
    }
    return undefined;
  };
}
