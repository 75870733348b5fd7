import { describe, expect, it } from 'vitest';
import { matchesSearch } from './template-search';

const summer = { name: 'Sommerfest', description: 'Grillabend am See', tags: ['Familie', 'Outdoor'] };

describe('matchesSearch', () => {
  it.each([
    ['sommer', true],
    ['GRILL', true],
    ['familie', true],
    ['  see  ', true],
    ['', true],
    ['winter', false],
  ])('finds %j in the name, description or tags, ignoring case: %s', (search, found) => {
    expect(matchesSearch(summer, search)).toBe(found);
  });
});
