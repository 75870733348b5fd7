import { describe, expect, it } from 'vitest';
import { imageView, templateView } from './testing/template-fixtures';
import {
  draftOf,
  emptyDraft,
  inputOf,
  withCover,
  withImage,
  withoutImage,
  withStartDate,
  withTag,
  withoutTag,
} from './template-draft';

const today = '2026-03-10';
const ids = (draft: typeof emptyDraft) => draft.images.map((image) => image.assetId);

describe('template draft', () => {
  it('starts a new template as an unpublished event without dates, tags or images', () => {
    expect(draftOf(null)).toEqual({
      name: '',
      description: '',
      offerText: '',
      category: 'event',
      startDate: '',
      endDate: '',
      tags: [],
      images: [],
      isPublished: false,
    });
  });

  it('starts from a saved template with its cover first, keeping the category default', () => {
    const template = templateView('t1', 'Import', {
      category: 'default',
      startDate: '2026-05-01',
      coverId: 'b',
      images: [imageView('a'), imageView('b', 'b.jpg', true), imageView('c')],
    });
    const draft = draftOf(template);
    expect(draft.category).toBe('default');
    expect(draft.startDate).toBe('2026-05-01');
    expect(draft.endDate).toBe('');
    expect(ids(draft)).toEqual(['b', 'a', 'c']);
    expect(draft.images.map((image) => image.isCover)).toEqual([true, false, false]);
  });

  it('proposes the end 30 days after a start set while there is no end, and keeps an end given', () => {
    const started = withStartDate(emptyDraft, '2026-06-01', today);
    expect(started.endDate).toBe('2026-07-01');
    const moved = withStartDate({ ...started, endDate: '2026-06-15' }, '2026-06-05', today);
    expect(moved).toMatchObject({ startDate: '2026-06-05', endDate: '2026-06-15' });
    expect(withStartDate(emptyDraft, '', today).endDate).toBe('');
  });

  it('adds tags trimmed, ignores empty ones and repeats, and removes them', () => {
    let draft = withTag(emptyDraft, '  Sommer ');
    draft = withTag(draft, '   ');
    draft = withTag(draft, 'sommer');
    draft = withTag(draft, 'Familie');
    expect(draft.tags).toEqual(['Sommer', 'Familie']);
    expect(withoutTag(draft, 'Sommer').tags).toEqual(['Familie']);
  });

  it('follows the cover rules: the first image added is the cover, a new cover moves first, removing it promotes the next', () => {
    let draft = withImage(emptyDraft, { id: 'a', name: 'a.jpg', thumbUrl: '/a.webp' });
    draft = withImage(draft, { id: 'b', name: 'b.jpg', thumbUrl: '/b.webp' });
    draft = withImage(draft, { id: 'c', name: 'c.jpg', url: '/c.jpg' });
    draft = withImage(draft, { id: 'a' });
    expect(ids(draft)).toEqual(['a', 'b', 'c']);
    expect(draft.images[0]!.isCover).toBe(true);
    expect(draft.images[2]!.thumbUrl).toBe('/c.jpg');
    draft = withCover(draft, 'c');
    expect(ids(draft)).toEqual(['c', 'a', 'b']);
    draft = withoutImage(draft, 'c');
    expect(ids(draft)).toEqual(['a', 'b']);
    expect(draft.images.map((image) => image.isCover)).toEqual([true, false]);
  });

  it('saves with the cover first and, without an end date, the start (or today) plus 30 days', () => {
    const draft = withCover(
      withImage(withImage({ ...emptyDraft, name: 'Ostern', tags: ['Familie'] }, { id: 'a' }), { id: 'b' }),
      'b',
    );
    expect(inputOf({ ...draft, startDate: '2026-04-01' }, today)).toEqual({
      name: 'Ostern',
      description: '',
      contentDescription: '',
      category: 'event',
      startDate: '2026-04-01',
      endDate: '2026-05-01',
      tags: ['Familie'],
      imageIds: ['b', 'a'],
      coverId: 'b',
      isPublished: false,
    });
    expect(inputOf(emptyDraft, today)).toMatchObject({
      startDate: null,
      endDate: '2026-04-09',
      coverId: null,
    });
    expect(inputOf({ ...emptyDraft, endDate: '2026-03-20' }, today).endDate).toBe('2026-03-20');
  });
});
