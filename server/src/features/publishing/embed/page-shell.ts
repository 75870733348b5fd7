import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml } from '../../../http/link-preview';

/** Where the server puts a page's photos into the built shell (web/embed.html). */
const contentMarker = '<!--embed-content-->';

/**
 * Without a web build (tests, a server started before `npm run build`) the pages still show their photos, with
 * neither the shell's styles nor its script.
 */
const bareShell = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="robots" content="noindex, indexifembedded" />
    <title>Photos</title>
  </head>
  <body>
    ${contentMarker}
  </body>
</html>
`;

/**
 * The embedded gallery pages' shell as the web build made it: the styles, and the script's name, which changes
 * with every build. Read again when the file changes, since a new build replaces it under a running server.
 */
export class EmbedShell {
  private readonly file: string;
  private known: { modified: number; html: string } | null = null;

  constructor(webRoot: string) {
    this.file = path.join(webRoot, 'embed.html');
  }

  async html(): Promise<string> {
    const modified = await stat(this.file).then(
      (stats) => stats.mtimeMs,
      () => null,
    );
    if (modified === null) return bareShell;
    if (this.known?.modified !== modified) {
      const html = await readFile(this.file, 'utf8').catch(() => '');
      this.known = { modified, html: html.includes(contentMarker) ? html : bareShell };
    }
    return this.known.html;
  }
}

/** The shell with the page's title and body; `body` is HTML already escaped, `title` plain text. */
export function fillShell(shell: string, title: string, body: string): string {
  // Functions as replacements, so that '$' in a hotel's name is never read as a pattern.
  return shell
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
    .replace(contentMarker, () => body);
}
