import { render, screen } from '@testing-library/react';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';

function Broken(): never {
  throw new Error('the page broke');
}

describe('PageErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows what the data router showed when a page throws, and logs it', () => {
    render(
      <PageErrorBoundary location="/terms/">
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'the page broke' })).toBeVisible();
    expect(console.error).toHaveBeenCalledWith(
      'A page failed while rendering',
      expect.any(Error),
      expect.anything(),
    );
  });

  it('renders the page again at a new location', () => {
    const { rerender } = render(
      <PageErrorBoundary location="/terms/">
        <Broken />
      </PageErrorBoundary>,
    );
    rerender(
      <PageErrorBoundary location="/privacy/">
        <h1>Privacy Policy</h1>
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });
});
