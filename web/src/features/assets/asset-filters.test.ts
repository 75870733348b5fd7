import { describe, expect, it } from 'vitest';
import {
  addressWithFilters,
  assetListSearchParams,
  filtersFromAddress,
  noAssetFilters,
} from './asset-filters';

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

describe('filters in the page address', () => {
  it('reads search, a known category and tags in lower case, each once', () => {
    const params = new URLSearchParams(
      'search=+pool+&category=Dining&tag=Buffet&tag=buffet&tag=&tag=Sea+View',
    );
    expect(filtersFromAddress(params)).toEqual({
      search: 'pool',
      category: 'Dining',
      tags: ['buffet', 'sea view'],
    });
  });

  it('reads an unknown category and missing values as no filter', () => {
    expect(filtersFromAddress(new URLSearchParams('category=Castle'))).toEqual(noAssetFilters);
  });

  it('writes the filters in place of the previous ones and keeps other parameters', () => {
    const before = new URLSearchParams('tag=old&search=old&other=1');
    const after = addressWithFilters(before, { search: ' spa ', category: 'Amenities', tags: ['a', 'b'] });
    expect(after.toString()).toBe('other=1&search=spa&category=Amenities&tag=a&tag=b');
    expect(addressWithFilters(after, noAssetFilters).toString()).toBe('other=1');
  });
});
