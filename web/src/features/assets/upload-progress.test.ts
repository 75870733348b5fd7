import { describe, expect, it } from 'vitest';
import { batchPercent } from './upload-progress';

describe('batchPercent', () => {
  it('weighs each file by its size', () => {
    expect(batchPercent([100, 300], 0, 0)).toBe(0);
    expect(batchPercent([100, 300], 0, 1)).toBe(25);
    expect(batchPercent([100, 300], 1, 0.5)).toBe(63);
    expect(batchPercent([100, 300], 1, 1)).toBe(100);
  });

  it('never leaves 0 to 100', () => {
    expect(batchPercent([], 0, 0.5)).toBe(0);
    expect(batchPercent([10], 0, 7)).toBe(100);
    expect(batchPercent([10], 0, -1)).toBe(0);
  });
});
