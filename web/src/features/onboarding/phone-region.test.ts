import { describe, expect, it } from 'vitest';
import { browserRegion } from './phone-region';

describe('browserRegion', () => {
  it('takes the region of the first language that names or implies one', () => {
    expect(browserRegion(['de-AT', 'en-US'])).toBe('AT');
    expect(browserRegion(['de'])).toBe('DE');
    expect(browserRegion([])).toBeUndefined();
  });
});
