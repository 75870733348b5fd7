/**
 * JSON Schema (as zod-openapi writes it into the OpenAPI document) rendered as HTML for the reference page:
 * a type label per field, linked to the named schemas, and an object's fields as a table.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  description?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  default?: unknown;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character]!);

/** The documentation's few marks: `code` and **bold**, in text escaped first. */
export const inlineMarkup = (text: string) =>
  escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');

export const schemaAnchor = (name: string) => `schema-${name}`;
const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** zod's int() states the safe integers' bounds, which say nothing to a reader. */
const bound = (value: number | undefined) =>
  value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;

const range = (schema: JsonSchema) => {
  const [minimum, maximum] = [bound(schema.minimum), bound(schema.maximum)];
  return minimum !== undefined && maximum !== undefined
    ? ` ${minimum}-${maximum}`
    : minimum !== undefined
      ? ` ≥ ${minimum}`
      : maximum !== undefined
        ? ` ≤ ${maximum}`
        : '';
};

/** A field's type in words: 'string (uuid)', 'integer 1-5 or null', 'Photo[]', "one of `a`, `b`". */
export function typeLabel(schema: JsonSchema): string {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return `<a href="#${schemaAnchor(name)}">${escapeHtml(name)}</a>`;
  }
  if (schema.anyOf) return schema.anyOf.map(typeLabel).join(' or ');
  if (schema.const !== undefined) return `<code>${escapeHtml(JSON.stringify(schema.const))}</code>`;
  if (schema.enum)
    return `one of ${schema.enum.map((value) => `<code>${escapeHtml(String(value))}</code>`).join(', ')}`;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types
    .map((type) => {
      if (type === 'array') return `${schema.items ? typeLabel(schema.items) : 'any'}[]`;
      if (type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object')
        return `map of ${typeLabel(schema.additionalProperties)}`;
      if (type === 'string' && schema.format) return `string (${escapeHtml(schema.format)})`;
      if (type === 'integer' || type === 'number') return `${type}${range(schema)}`;
      return escapeHtml(type);
    })
    .join(' or ');
}

/** An object's fields as a table; a field that is itself an inline object gets its own table below its text. */
export function fieldsTable(schema: JsonSchema): string {
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties ?? {}).map(([name, field]) => {
    const nested = field.type === 'object' && field.properties ? fieldsTable(field) : '';
    const item = field.items?.type === 'object' && field.items.properties ? fieldsTable(field.items) : '';
    const label = field.type === 'object' && field.properties ? 'object' : typeLabel(field);
    return `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? '' : ' <small>optional</small>'}</td><td>${label}</td><td>${inlineMarkup(field.description ?? '')}${nested}${item}</td></tr>`;
  });
  return `<table><thead><tr><th>Field</th><th>Type</th><th>Meaning</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}
