import { QueryClient } from '@tanstack/react-query';
import type * as clientModule from './client.ts';
import { queryClient, QUERY_DEFAULTS } from './client.ts';

describe("the page's query client", () => {
  it.each([
    ['retry', false],
    ['retryOnMount', false],
    ['refetchOnMount', false],
    ['refetchOnReconnect', false],
    ['refetchOnWindowFocus', false],
  ] as const)('has the specification’s default %s: %s', (option, value) => {
    expect(queryClient().getDefaultOptions().queries?.[option]).toBe(value);
    expect(QUERY_DEFAULTS.queries[option]).toBe(value);
  });

  it('is one client, whichever copy of the entry asks first', () => {
    const first = queryClient();
    expect(queryClient()).toBe(first);
    expect(first).toBeInstanceOf(QueryClient);
    // Another copy of this module (a second bundle's) finds the same client.
    jest.isolateModules(() => {
      const again = jest.requireActual<typeof clientModule>('./client.ts');
      expect(again.queryClient()).toBe(first);
    });
  });

  it('never tries a failed read again on its own, and keeps a cached read', async () => {
    const client = queryClient();
    const read = jest.fn().mockRejectedValueOnce(new Error('503')).mockResolvedValue(['account']);
    await expect(client.fetchQuery({ queryKey: ['test', 'failing'], queryFn: read })).rejects.toThrow('503');
    expect(read).toHaveBeenCalledTimes(1);
    await expect(client.ensureQueryData({ queryKey: ['test', 'failing'], queryFn: read })).resolves.toEqual([
      'account',
    ]);
    await client.ensureQueryData({ queryKey: ['test', 'failing'], queryFn: read });
    expect(read).toHaveBeenCalledTimes(2);
    client.removeQueries({ queryKey: ['test'] });
  });
});
