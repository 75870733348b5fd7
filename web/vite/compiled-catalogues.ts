import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A catalogue file: web/src/locales/<language>/<namespace>.json (a query such as ?raw asks for the source). */
const catalogueFile = /\/web\/src\/locales\/[^/]+\/([^/]+)\.json$/;

/**
 * A namespace's catalogue as Lingui reads it: one message id per text, `<namespace>.<key path>`
 * ('accounts.login.title', 'help.faqGroups.0.heading'), in ICU MessageFormat as the JSON file writes it.
 */
export function catalogueMessages(namespace: string, catalogue: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  function walk(value: unknown, id: string) {
    if (typeof value === 'string') messages[id] = value;
    else if (value !== null && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        // A dot inside a key would read as two levels when the screen asks for the object around it.
        if (key.includes('.')) throw new Error(`Catalogue key "${id}.${key}" contains a dot`);
        walk(inner, `${id}.${key}`);
      }
    else throw new Error(`Catalogue value at "${id}" is not a text`);
  }
  walk(catalogue, namespace);
  return messages;
}

/** Every message of a catalogue compiled; a message that is not valid ICU MessageFormat throws with its id. */
export function compileCatalogue(namespace: string, catalogue: unknown): Record<string, CompiledMessage> {
  const compiled: Record<string, CompiledMessage> = {};
  for (const [id, message] of Object.entries(catalogueMessages(namespace, catalogue))) {
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(
        `Catalogue message "${id}" is not valid ICU MessageFormat: ${(error as Error).message}`,
      );
    }
  }
  return compiled;
}

/**
 * Compiles the interface catalogues when they are imported (issue 31, point 16): each JSON file becomes the
 * flat map of its namespace's message ids to Lingui's compiled form, still JSON, which Vite's own JSON step
 * turns into a module. The browser so never ships the ICU parser (@lingui/core compiles at run time only in
 * development). Used by vite.config.ts and by the jsdom project in vitest.config.ts, so tests read what the
 * browser reads.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'hcs:compiled-catalogues',
    // Before Vite's JSON step, which turns the (compiled) JSON into a module.
    enforce: 'pre',
    transform(code, id) {
      const namespace = catalogueFile.exec(id)?.[1];
      if (!namespace) return null;
      return { code: JSON.stringify(compileCatalogue(namespace, JSON.parse(code))), map: null };
    },
  };
}
