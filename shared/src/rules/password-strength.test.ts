import { loadPasswordStrength } from './password-strength.ts';

describe('loadPasswordStrength', () => {
  it('loads zxcvbn once and scores with it', async () => {
    const first = loadPasswordStrength();
    expect(loadPasswordStrength()).toBe(first);
    const score = await first;
    expect(score('password').score).toBe(0);
    expect(score('correct horse battery staple').score).toBe(4);
    expect(score('pat.lee.keystone').score).toBeGreaterThanOrEqual(3);
    expect(score('pat.lee.keystone', ['pat.lee.keystone']).score).toBe(0);
  });

  it('forgets a failed load so the next call retries', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('zxcvbn', () => {
        throw new Error('chunk failed');
      });
      const { loadPasswordStrength: load } = await import('./password-strength.ts');
      const failed = load();
      await expect(failed).rejects.toThrow('chunk failed');
      jest.dontMock('zxcvbn');
      jest.resetModules();
      const retried = load();
      expect(retried).not.toBe(failed);
      await expect(retried).resolves.toEqual(expect.any(Function));
    });
  });
});
