import { describe, expect, it } from 'vitest';
import { parseTemplateSet } from './template-set-parsing';

const today = new Date('2026-03-10T09:00:00Z');
const template = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ostern am See',
  description: 'Frühlingsangebot',
  category: 'seasonal',
  startDate: '2026-04-01',
  endDate: '2026-04-12',
  tags: ['easter', 'spring'],
  ...overrides,
});

describe('parseTemplateSet', () => {
  it('reads a plain JSON reply', () => {
    const reply = JSON.stringify({ templates: [template()] });
    expect(parseTemplateSet(reply, today)).toEqual([template()]);
  });

  it('reads JSON inside a code fence or surrounded by prose', () => {
    const json = JSON.stringify({ templates: [template()] });
    expect(parseTemplateSet(`\`\`\`json\n${json}\n\`\`\``, today)).toHaveLength(1);
    expect(parseTemplateSet(`Here you go:\n${json}\nEnjoy!`, today)).toHaveLength(1);
  });

  it.each([
    ['an empty reply', ''],
    ['prose', 'Sorry, I cannot help with that.'],
    ['broken JSON', '{"templates": [ {"name": "x" '],
    ['JSON without templates', '{"items": []}'],
    ['templates that is not an array', '{"templates": "none"}'],
    ['a bare array', JSON.stringify([template()])],
    ['only unnamed templates', JSON.stringify({ templates: [{ description: 'x' }, 'text', null] })],
  ])('gives undefined for %s', (_, reply) => {
    expect(parseTemplateSet(reply, today)).toBeUndefined();
  });

  it('repairs what it can: category, dates, tags', () => {
    const [draft] = parseTemplateSet(
      JSON.stringify({
        templates: [
          template({
            name: '  Sommerfest  ',
            category: 'Party',
            startDate: 'soon',
            endDate: '2020-01-01',
            tags: [' summer ', '', 'Summer', 42, 'fest'],
            description: undefined,
          }),
        ],
      }),
      today,
    )!;
    expect(draft).toEqual({
      name: 'Sommerfest',
      description: '',
      category: 'seasonal',
      startDate: '2026-03-10',
      endDate: '2026-04-09',
      tags: ['summer', 'fest'],
    });
  });

  it('accepts timestamps and a comma-separated tag string, and upper-case categories', () => {
    const [draft] = parseTemplateSet(
      JSON.stringify({
        templates: [
          template({ startDate: '2026-05-01T00:00:00Z', endDate: null, tags: 'a, b', category: 'EVENT' }),
        ],
      }),
      today,
    )!;
    expect(draft).toMatchObject({
      startDate: '2026-05-01',
      endDate: '2026-05-31',
      tags: ['a', 'b'],
      category: 'event',
    });
  });

  it('keeps at most 5 templates and skips unusable items', () => {
    const templates = [
      { name: '' },
      ...Array.from({ length: 7 }, (_, index) => template({ name: `T${index}` })),
    ];
    const drafts = parseTemplateSet(JSON.stringify({ templates }), today)!;
    expect(drafts.map((draft) => draft.name)).toEqual(['T0', 'T1', 'T2', 'T3', 'T4']);
  });
});
