import { render, screen } from '@testing-library/react';
import { QueryClientProvider, useQueryClient, type QueryClient } from '../query/index.ts';
import { createQueryClient } from './query-client.ts';
import { pageQueryClient, QueryScope } from './query-scope.tsx';

let seen: QueryClient | undefined;
function Probe() {
  seen = useQueryClient();
  return <p>probe</p>;
}

describe('QueryScope', () => {
  beforeEach(() => {
    seen = undefined;
  });

  it("gives a screen the page's one client, the same every time", () => {
    render(
      <QueryScope>
        <Probe />
      </QueryScope>,
    );
    expect(screen.getByText('probe')).toBeInTheDocument();
    expect(seen).toBe(pageQueryClient());
    expect(pageQueryClient()).toBe(pageQueryClient());
  });

  it('reuses a client provided above it (a test wrapper)', () => {
    const outer = createQueryClient();
    render(
      <QueryClientProvider client={outer}>
        <QueryScope>
          <Probe />
        </QueryScope>
      </QueryClientProvider>,
    );
    expect(seen).toBe(outer);
  });

  it('takes the client it is given before any other', () => {
    const own = createQueryClient();
    render(
      <QueryScope>
        <QueryScope client={own}>
          <Probe />
        </QueryScope>
      </QueryScope>,
    );
    expect(seen).toBe(own);
  });

  it("keeps the specification's query defaults on the page's client", () => {
    expect(pageQueryClient().getDefaultOptions().queries?.retry).toBe(false);
  });
});
