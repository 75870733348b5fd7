import { describe, expect, it } from 'vitest';
import { assetListSearchParams } from './asset-filters';

describe('assetListSearchParams', () => {
  it('leaves out empty filters', () => {
    expect(assetListSearchParams({ search: '  ', category: 'all', tags: [] }, null, 60)).toBe('limit=60');
  });

  it('sends search, category, tags and cursor', () => {
    const params = new URLSearchParams(
      assetListSearchParams(
        { search: ' pool ', category: 'Room Photos', tags: ['sea view', 'pool'] },
        'c1',
        60,
      ),
    );
    expect(Object.fromEntries(params)).toEqual({
      search: 'pool',
      category: 'Room Photos',
      tags: 'sea view,pool',
      cursor: 'c1',
      limit: '60',
    });
  });
});
