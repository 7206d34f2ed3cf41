import { refusingStorage } from '../testing/refusing-storage.ts';
import { storedJson, storedString } from './web-storage.ts';

const isNumberList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((n) => typeof n === 'number');

describe('stored values', () => {
  it('round-trips JSON and refuses what does not pass', () => {
    const value = storedJson('k', () => window.localStorage, isNumberList);
    value.write([1, 2]);
    expect(window.localStorage.getItem('k')).toBe('[1,2]');
    expect(value.read()).toEqual([1, 2]);
    window.localStorage.setItem('k', '["a"]');
    expect(value.read()).toBeNull();
    value.remove();
    expect(window.localStorage.getItem('k')).toBeNull();
  });

  it('degrades to "nothing stored" when the browser refuses storage', () => {
    const value = storedString('k', refusingStorage);
    expect(value.read()).toBeNull();
    expect(() => value.write('x')).not.toThrow();
    expect(() => value.remove()).not.toThrow();
    expect(storedString('k', () => undefined).read()).toBeNull();
  });
});
