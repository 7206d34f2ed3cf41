import { createQueryClient } from './query-client.ts';

describe('query defaults', () => {
  it('never retries and never refetches on mount, reconnect or focus', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toEqual({
      retry: false,
      refetchOnMount: false,
      refetchOnReconnect: false,
      refetchOnWindowFocus: false,
    });
    expect(mutations).toEqual({ retry: false });
  });
});
