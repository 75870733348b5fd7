import { templateCategories, type TemplateCategory } from '@common/ai/generated-template';
import { aiLimits } from '@common/ai/limits';
import { addDays, readIsoDate, toIsoDate } from './iso-date';

/** A generated template as the service described it, before images are chosen. */
export interface TemplateDraft {
  name: string;
  description: string;
  category: TemplateCategory;
  startDate: string;
  endDate: string;
  tags: string[];
}

const maxTags = 10;
const maxNameLength = 120;
const defaultDurationDays = 30;

/** The JSON inside a reply: models often wrap it in a ```json fence or a sentence of prose. */
function extractJson(reply: string): unknown {
  const unfenced = reply.replace(/^\s*```(?:json)?\s*/i, '').replace(/\s*```\s*$/, '');
  try {
    return JSON.parse(unfenced);
  } catch {
    const start = unfenced.indexOf('{');
    const end = unfenced.lastIndexOf('}');
    if (start < 0 || end <= start) return undefined;
    try {
      return JSON.parse(unfenced.slice(start, end + 1));
    } catch {
      return undefined;
    }
  }
}

function readTags(value: unknown): string[] {
  const raw = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : [];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const entry of raw) {
    if (typeof entry !== 'string') continue;
    const tag = entry.trim();
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags.slice(0, maxTags);
}

function readCategory(value: unknown): TemplateCategory {
  const wanted = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return templateCategories.find((category) => category === wanted) ?? 'seasonal';
}

function readDraft(item: unknown, today: string): TemplateDraft | undefined {
  if (!item || typeof item !== 'object') return undefined;
  const record = item as Record<string, unknown>;
  const name = typeof record.name === 'string' ? record.name.trim().slice(0, maxNameLength) : '';
  if (!name) return undefined;
  const startDate = readIsoDate(record.startDate) ?? today;
  const givenEnd = readIsoDate(record.endDate);
  // Same rule as the editor: the end is never before the start and defaults to start + 30 days.
  const endDate = givenEnd && givenEnd >= startDate ? givenEnd : addDays(startDate, defaultDurationDays);
  return {
    name,
    description: typeof record.description === 'string' ? record.description.trim() : '',
    category: readCategory(record.category),
    startDate,
    endDate,
    tags: readTags(record.tags),
  };
}

/**
 * Reads a template set from a service reply (spec part 2, section 5). The reply must parse as JSON with a
 * `templates` array; items without a name are skipped, an unknown category becomes seasonal, missing or
 * invalid dates fall back to today and start + 30 days, and at most 5 templates are kept. Returns
 * undefined when nothing usable is in the reply.
 */
export function parseTemplateSet(reply: string, today: Date): TemplateDraft[] | undefined {
  const parsed = extractJson(reply);
  if (
    !parsed ||
    typeof parsed !== 'object' ||
    !Array.isArray((parsed as { templates?: unknown }).templates)
  ) {
    return undefined;
  }
  const todayIso = toIsoDate(today);
  const drafts = (parsed as { templates: unknown[] }).templates
    .map((item) => readDraft(item, todayIso))
    .filter((draft): draft is TemplateDraft => draft !== undefined)
    .slice(0, aiLimits.templatesMax);
  return drafts.length > 0 ? drafts : undefined;
}
