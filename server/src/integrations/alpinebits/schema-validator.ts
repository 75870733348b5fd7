import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { projectRoot } from '../../lib/project-root';
import type { SupportedVersion } from './handshake';

/**
 * Checks documents against the official AlpineBits schema (schema/alpinebits.xsd) with libxml2 compiled to
 * WebAssembly (xmllint-wasm). The schema file is read once per process; xmllint-wasm runs each check in a worker
 * thread of its own, which parses the schema again (about 70 ms), so every document of one push is checked in one
 * call, and at most two checks run at once (each worker holds up to 32 MB).
 * The schema is read from the source tree in the built server too, as the migrations are (db/client.ts).
 */
const schemaFolder = path.join(projectRoot(), 'server/src/integrations/alpinebits/schema');

/** The official schema of each version we speak; alpinebits.xsd is the newest. */
export const schemaFiles: Record<SupportedVersion, string> = {
  '2024-10': path.join(schemaFolder, 'alpinebits.xsd'),
  '2022-10': path.join(schemaFolder, 'alpinebits-2022-10.xsd'),
  '2020-10': path.join(schemaFolder, 'alpinebits-2020-10.xsd'),
};

const schemaTexts = new Map<SupportedVersion, Promise<string>>();
const maxRunning = 2;
let running = 0;
const waiting: (() => void)[] = [];

export interface NamedDocument {
  /** A file name for the complaints ('inventory.xml'): letters, digits, dots and dashes. */
  name: string;
  xml: string;
}

/** The schema's complaints about each document, by name; a document that validates has none. */
export async function schemaComplaints(
  documents: readonly NamedDocument[],
  version: SupportedVersion = '2024-10',
): Promise<Map<string, string[]>> {
  let text = schemaTexts.get(version);
  if (!text) schemaTexts.set(version, (text = readFile(schemaFiles[version], 'utf8')));
  const schema = await text;
  await turn();
  try {
    const result = await validateXML({
      xml: documents.map(({ name, xml }) => ({ fileName: name, contents: xml })),
      schema: [{ fileName: 'alpinebits.xsd', contents: schema }],
      // Room for a large hotel's messages (the benchmark's 40 rooms and 400 pictures are about 300 KB).
      maxMemoryPages: 2048,
    });
    const complaints = new Map(documents.map(({ name }) => [name, [] as string[]]));
    const failed: string[] = [];
    for (const error of result.errors) {
      const name = error.loc?.fileName;
      const failure = /^(\S+) fails to validate$/.exec(error.message.trim());
      if (name && complaints.has(name))
        complaints.get(name)!.push(`line ${error.loc!.lineNumber}: ${error.message}`);
      else if (failure) failed.push(failure[1]!);
      // Anything else (the schema failing to compile) concerns every document.
      else if (error.message.trim()) for (const list of complaints.values()) list.push(error.message.trim());
    }
    for (const name of failed) {
      const list = complaints.get(name);
      if (list && list.length === 0) list.push('does not validate');
    }
    return complaints;
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function turn(): Promise<void> {
  if (running < maxRunning) {
    running++;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(() => (running++, resolve())));
}
