import { calibratedSlowdown } from './lighthouse-figures.ts';

describe('calibratedSlowdown', () => {
  it.each([
    [1500, 4],
    [1050, 2.8],
    [3622, 9.66],
    [750, 2],
    [300, 1],
    [100, 1],
  ])('a host of index %d gets %dx', (index, multiplier) => {
    expect(calibratedSlowdown(index)).toBe(multiplier);
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('refuses the index %d', (index) => {
    expect(() => calibratedSlowdown(index)).toThrow('benchmarkIndex must be a positive number');
  });
});
