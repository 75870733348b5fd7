import { describe, expect, it } from 'vitest';
import { limits } from '@common/limits';
import { draftOfGenerated } from './generated-draft';

const generated = {
  name: 'Sommer',
  description: 'Text',
  category: 'seasonal' as const,
  startDate: '2027-06-01',
  endDate: '2027-08-31',
  tags: ['summer'],
  images: ['0b6b8a3e-4a4e-4a57-9a57-2f1f7d3a0c11'],
  coverId: '0b6b8a3e-4a4e-4a57-9a57-2f1f7d3a0c11',
};

describe('a generated template as a draft', () => {
  it('keeps a well-formed answer as it is, unpublished, its description also the content', () => {
    expect(draftOfGenerated(generated)).toMatchObject({
      name: 'Sommer',
      startDate: '2027-06-01',
      endDate: '2027-08-31',
      isPublished: false,
      contentDescription: 'Text',
      imageIds: generated.images,
    });
  });

  it('fits a generous answer to the editor limits instead of failing the set', () => {
    const draft = draftOfGenerated({
      ...generated,
      name: 'x'.repeat(500),
      startDate: '2027-09-01',
      endDate: '2027-06-01',
      tags: Array.from({ length: 80 }, (_, index) => `tag-${index}-${'y'.repeat(60)}`),
      coverId: '0b6b8a3e-4a4e-4a57-9a57-2f1f7d3a0c99',
    });
    expect(draft.name).toHaveLength(limits.templateNameMaxLength);
    expect([draft.startDate, draft.endDate]).toEqual(['2027-06-01', '2027-09-01']);
    expect(draft.tags).toHaveLength(limits.templateTagsMax);
    expect(draft.coverId).toBeNull();
  });

  it('leaves unreadable dates out and names a nameless template', () => {
    const draft = draftOfGenerated({ ...generated, name: '  ', startDate: 'soon', endDate: '2027-02-30' });
    expect(draft).toMatchObject({ name: 'Template', startDate: null, endDate: null });
  });
});
