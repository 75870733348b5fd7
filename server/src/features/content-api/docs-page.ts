import {
  escapeHtml,
  fieldsTable,
  inlineMarkup,
  schemaAnchor,
  typeLabel,
  type JsonSchema,
} from './docs-schema-html';

/** The parts of the OpenAPI document the page reads (zod-openapi's output for contentApiDocument). */
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}
interface Response {
  description: string;
  content?: Record<string, { schema?: JsonSchema; example?: unknown }>;
}
interface Operation {
  operationId: string;
  summary: string;
  description: string;
  parameters?: Parameter[];
  responses: Record<string, Response>;
}
export interface ReadableDocument {
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths: Record<string, { get?: Operation }>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const styles = `
body{font:16px/1.5 system-ui,sans-serif;color:#1f2937;max-width:60rem;margin:0 auto;padding:1rem 1.5rem 4rem}
h1{font-size:1.75rem}h2{font-size:1.3rem;margin-top:2.5rem;border-top:1px solid #e5e7eb;padding-top:1.5rem}
h3{font-size:1.05rem;margin-top:1.5rem}code{font-family:ui-monospace,monospace;font-size:.9em;background:#f3f4f6;padding:0 .25em;border-radius:3px}
pre{background:#111827;color:#f9fafb;padding:1rem;border-radius:6px;overflow-x:auto;font-size:.85rem}
pre code{background:none;padding:0}table{border-collapse:collapse;width:100%;margin:.5rem 0;font-size:.92rem}
th,td{text-align:left;vertical-align:top;border-bottom:1px solid #e5e7eb;padding:.35rem .5rem}
td table{margin-top:.5rem}.method{font-weight:700;color:#047857;margin-right:.5rem}small{color:#6b7280}
nav ul{columns:2;padding-left:1.2rem}a{color:#1d4ed8}a:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}`;

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${inlineMarkup(paragraph.replace(/\s*\n\s*/g, ' '))}</p>`)
    .join('');

function curlExample(baseUrl: string, path: string, parameters: readonly Parameter[]): string {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const example = parameters.find((parameter) => parameter.name === name)?.schema;
    return String((example as { example?: unknown } | undefined)?.example ?? `<${name}>`);
  });
  return `curl ${baseUrl}${url} \\\n  -H "Authorization: Bearer $HCS_API_KEY"`;
}

function parametersTable(parameters: readonly Parameter[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters.map(
    (parameter) =>
      `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${escapeHtml(parameter.in)}</td><td>${typeLabel(parameter.schema)}</td><td>${parameter.required ? 'yes' : 'no'}</td><td>${inlineMarkup(parameter.description ?? '')}</td></tr>`,
  );
  return `<h3>Parameters</h3><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Required</th><th>Meaning</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function responsesList(responses: Record<string, Response>): string {
  const items = Object.entries(responses).map(([status, response]) => {
    const schema = response.content?.['application/json']?.schema;
    return `<li><strong>${escapeHtml(status)}</strong>${schema ? ` (${typeLabel(schema)})` : ''}: ${inlineMarkup(response.description)}</li>`;
  });
  return `<h3>Answers</h3><ul>${items.join('')}</ul>`;
}

function operationSection(baseUrl: string, path: string, operation: Operation): string {
  const parameters = operation.parameters ?? [];
  const example = operation.responses['200']?.content?.['application/json']?.example;
  return `<section id="${escapeHtml(operation.operationId)}" aria-labelledby="${escapeHtml(operation.operationId)}-title">
<h2 id="${escapeHtml(operation.operationId)}-title"><span class="method">GET</span><code>${escapeHtml(path)}</code></h2>
<p><strong>${inlineMarkup(operation.summary)}.</strong> ${inlineMarkup(operation.description)}</p>
${parametersTable(parameters)}
${responsesList(operation.responses)}
<h3>Example</h3>
<pre><code>${escapeHtml(curlExample(baseUrl, path, parameters))}</code></pre>
${example === undefined ? '' : `<pre><code>${escapeHtml(JSON.stringify(example, null, 2))}</code></pre>`}
</section>`;
}

/**
 * The API reference at /api/v1/docs: one static HTML page made from the OpenAPI document when the app starts,
 * with every operation, its parameters, answers and a curl example, and every named schema's fields. No script,
 * nothing from another site (the app's CSP holds), readable without a key.
 */
export function renderDocsPage(document: ReadableDocument): string {
  const baseUrl = document.servers?.[0]?.url ?? '';
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    item.get ? [{ path, operation: item.get }] : [],
  );
  const schemas = Object.entries(document.components?.schemas ?? {});
  const contents = operations
    .map(
      ({ path, operation }) =>
        `<li><a href="#${escapeHtml(operation.operationId)}">${escapeHtml(path)}</a></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} reference</title><style>${styles}</style></head>
<body><main>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
${paragraphs(document.info.description ?? '')}
<p>Base URL: <code>${escapeHtml(baseUrl)}</code>. The machine-readable contract: <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a>.</p>
<nav aria-label="Operations"><h2>Operations</h2><ul>${contents}</ul></nav>
${operations.map(({ path, operation }) => operationSection(baseUrl, path, operation)).join('\n')}
<h2 id="schemas">Schemas</h2>
${schemas
  .map(
    ([name, schema]) =>
      `<section id="${schemaAnchor(escapeHtml(name))}"><h3>${escapeHtml(name)}</h3>${schema.description ? `<p>${inlineMarkup(schema.description)}</p>` : ''}${fieldsTable(schema)}</section>`,
  )
  .join('\n')}
</main></body></html>`;
}
