import { describe, expect, it } from 'vitest';
import { InputAllowance } from './input-allowance';

describe('the input allowance', () => {
  it('lets a burst through, then refills at its rate per second and never beyond the burst', () => {
    let now = 0;
    const allowance = new InputAllowance(100, 10, () => now);
    for (let index = 0; index < 10; index++) expect(allowance.take()).toBe(true);
    expect(allowance.take()).toBe(false);
    now += 50; // 5 more after 50 ms at 100 a second
    for (let index = 0; index < 5; index++) expect(allowance.take()).toBe(true);
    expect(allowance.take()).toBe(false);
    now += 60_000; // a long pause fills it up to the burst only
    for (let index = 0; index < 10; index++) expect(allowance.take()).toBe(true);
    expect(allowance.take()).toBe(false);
  });

  it('keeps up with a steady sender at its rate', () => {
    let now = 0;
    const allowance = new InputAllowance(100, 10, () => now);
    for (let index = 0; index < 1000; index++, now += 10) expect(allowance.take()).toBe(true);
  });
});
