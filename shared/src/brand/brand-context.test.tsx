import { render, renderHook, screen } from '@testing-library/react';
import { BrandProvider, useBrand } from './brand-context.tsx';
import { brands } from './brands.ts';

function Heading() {
  return <h1>Log in to {useBrand().displayName}</h1>;
}

describe('useBrand', () => {
  it('returns the brand the shell provides', () => {
    render(
      <BrandProvider brand={brands.hamilton}>
        <Heading />
      </BrandProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Log in to Hamilton' })).toBeInTheDocument();
  });

  it('outside its provider, throws an error naming the missing provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useBrand())).toThrow(
      'useBrand must be used inside <BrandProvider>: the BrandProvider is missing',
    );
  });
});
