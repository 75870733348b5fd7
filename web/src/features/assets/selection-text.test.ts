import { describe, expect, it } from 'vitest';
import { selectionCountText } from './selection-text';

describe('selectionCountText', () => {
  it('uses the singular for one item and the plural otherwise', () => {
    expect(selectionCountText(1)).toBe('1 item selected');
    expect(selectionCountText(2)).toBe('2 items selected');
    expect(selectionCountText(12)).toBe('12 items selected');
  });
});
