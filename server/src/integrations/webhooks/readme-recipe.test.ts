import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../lib/project-root';
import { signatureOf } from './signature';

// The README's recipe for receivers ("Content webhooks") is run as written against what the sender signs.
const folder = mkdtempSync(path.join(os.tmpdir(), 'hcs-readme-recipe-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function readmeRecipe() {
  const readme = readFileSync(path.join(projectRoot(), 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Content webhooks'));
  const code = /```js\n([\s\S]*?)```/.exec(section)?.[1];
  if (!code) throw new Error('the README has no recipe under "Content webhooks"');
  const file = path.join(folder, 'recipe.mjs');
  writeFileSync(file, code);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
    verifyHotelContentEvent(rawBody: string, header: string, secret: string): boolean;
  };
  return module.verifyHotelContentEvent;
}

describe('the README’s signature check', () => {
  it('accepts what the sender signs now, and refuses another secret, an altered body and an old timestamp', async () => {
    const verify = await readmeRecipe();
    const secret = 'whsec_readme';
    const body = JSON.stringify({ id: 'e1', type: 'content.changed', changed: ['photos'] });
    const now = Math.floor(Date.now() / 1000);
    expect(verify(body, signatureOf(secret, body, now), secret)).toBe(true);
    expect(verify(body, signatureOf('whsec_other', body, now), secret)).toBe(false);
    expect(verify(`${body} `, signatureOf(secret, body, now), secret)).toBe(false);
    expect(verify(body, signatureOf(secret, body, now - 3600), secret)).toBe(false);
    expect(verify(body, 'garbage', secret)).toBe(false);
  });
});
