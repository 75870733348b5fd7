import { describe, expect, it } from 'vitest';
import { coverFirst } from './cover-order';
import { chooseActiveTemplate } from './template-choice';

const t = (id: string, isPublished: boolean, createdAt: string) => ({ id, isPublished, createdAt });
const oldDraft = t('old-draft', false, '2026-01-01T00:00:00Z');
const published = t('published', true, '2026-02-01T00:00:00Z');
const olderPublished = t('older-published', true, '2026-01-15T00:00:00Z');
const newDraft = t('new-draft', false, '2026-03-01T00:00:00Z');

describe('the template the content page works with', () => {
  it('in preview with a template id, is that template, a draft too', () => {
    expect(chooseActiveTemplate([published, newDraft], { templateId: 'new-draft', preview: true })).toBe(
      newDraft,
    );
  });

  it('otherwise is the newest published one', () => {
    expect(chooseActiveTemplate([oldDraft, olderPublished, published, newDraft], {})).toBe(published);
    expect(chooseActiveTemplate([published, newDraft], { templateId: 'new-draft' })).toBe(published);
  });

  it('else the newest of any status, else none', () => {
    expect(chooseActiveTemplate([oldDraft, newDraft], {})).toBe(newDraft);
    expect(chooseActiveTemplate([], {})).toBeNull();
  });
});

describe('template image order', () => {
  it('puts the cover first and keeps the others in order', () => {
    expect(coverFirst(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(coverFirst(['a', 'b', 'c'], null)).toEqual(['a', 'b', 'c']);
    expect(coverFirst(['a', 'b'], 'z')).toEqual(['a', 'b']);
  });
});
