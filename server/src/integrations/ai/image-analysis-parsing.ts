import { assetCategories, findAssetCategory, type AssetCategory } from '@common/assets/categories';
import { limits } from '@common/limits';
import { cleanText } from '@common/translations/schemas';
import { cutOnWord } from '@common/text';

/** What image analysis gives an upload: one of the six categories and a few tags. */
export interface ImageAnalysis {
  category: AssetCategory;
  tags: string[];
  /**
   * A short caption and an alt text in the language asked for (issue 37, part 2), each one line within its limit;
   * absent when none was asked for or the reply held none.
   */
  caption?: string;
  altText?: string;
}

const maxTags = 10;
const maxTagLength = 40;

/** Lower-cased, trimmed, unique, short tags: the asset library filters on exact tags. */
export function normalizeTags(values: readonly unknown[]): string[] {
  const tags: string[] = [];
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const tag = value
      .trim()
      .replace(/^["']|["']$/g, '')
      .trim()
      .toLowerCase();
    if (tag && tag.length <= maxTagLength && !tags.includes(tag)) tags.push(tag);
  }
  return tags.slice(0, maxTags);
}

/**
 * A caption or alt text from the reply as Edit Asset would store it: one line, no control characters, trimmed,
 * without quotes around it, and cut after the last whole word within the limit.
 */
function photoText(value: unknown, kind: 'photoCaption' | 'photoAltText', max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = cleanText(kind, value)
    .replace(/^["'„“”]+|["'“”]+$/g, '')
    .trim();
  return cutOnWord(text, max) || undefined;
}

/** The caption and alt text a JSON reply holds, each only when it is there. */
function photoTexts(record: { caption?: unknown; altText?: unknown }) {
  const caption = photoText(record.caption, 'photoCaption', limits.photoCaptionMaxLength);
  const altText = photoText(record.altText, 'photoAltText', limits.photoAltTextMaxLength);
  return { ...(caption ? { caption } : {}), ...(altText ? { altText } : {}) };
}

function readJson(reply: string): unknown {
  const unfenced = reply.replace(/^\s*```(?:json)?\s*/i, '').replace(/\s*```\s*$/, '');
  const start = unfenced.indexOf('{');
  const end = unfenced.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(unfenced.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

function categoryFromText(text: string): AssetCategory | undefined {
  const lower = text.toLowerCase();
  // Longest names first, so "Room Photos" is not mistaken for something shorter inside it.
  return [...assetCategories]
    .sort((a, b) => b.length - a.length)
    .find((category) => category !== 'Other' && lower.includes(category.toLowerCase()));
}

/**
 * Reads an image analysis reply (spec part 2, section 5): JSON with a category and a tags array (and a caption and
 * an alt text when they were asked for) when the service kept to the format, otherwise the category and tags are
 * picked out by pattern and no caption or alt text is trusted; an unknown category becomes Other and missing tags
 * an empty list.
 */
export function parseImageAnalysis(reply: string): ImageAnalysis {
  const json = readJson(reply);
  if (json && typeof json === 'object') {
    const record = json as { category?: unknown; tags?: unknown; caption?: unknown; altText?: unknown };
    const category = typeof record.category === 'string' ? findAssetCategory(record.category) : undefined;
    if (category || Array.isArray(record.tags)) {
      return {
        category:
          category ??
          (typeof record.category === 'string' ? categoryFromText(record.category) : undefined) ??
          'Other',
        tags: Array.isArray(record.tags) ? normalizeTags(record.tags) : [],
        ...photoTexts(record),
      };
    }
  }
  const categoryMatch = /category["'\s]*[:=]\s*["']?([^"'\n,}]+)/i.exec(reply);
  const tagsMatch = /tags["'\s]*[:=]\s*\[([^\]]*)\]?/i.exec(reply);
  const named = categoryMatch?.[1] ?? '';
  const category = findAssetCategory(named) ?? categoryFromText(named) ?? categoryFromText(reply) ?? 'Other';
  const tags = tagsMatch?.[1] ? normalizeTags(tagsMatch[1].split(',')) : [];
  return { category, tags };
}
