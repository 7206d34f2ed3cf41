import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../ui/data-router.ts';
import { StartupParamsProvider, useStartupParams } from './startup-params-context.tsx';

function Show() {
  const params = useStartupParams();
  return <pre data-testid="params">{JSON.stringify(params)}</pre>;
}

const renderAt = (at: string, element: React.ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }], { initialEntries: [at] })} />);

const shown = () => JSON.parse(screen.getByTestId('params').textContent ?? '') as unknown;

describe('the start-up parameters handed to screens', () => {
  it('are the validated query of the current address', () => {
    renderAt(
      '/auth/login?label=apollo&flow=wallet&email=pat@example.com&otp=true&redirectUrl=%2Fdashboard&step=2',
      <StartupParamsProvider>
        <Show />
      </StartupParamsProvider>,
    );
    expect(shown()).toEqual({
      label: 'apollo',
      flow: 'wallet',
      email: 'pat@example.com',
      otp: true,
      walletconnect: false,
      redirectUrl: '/dashboard',
      step: 2,
    });
  });

  it('drop what does not validate', () => {
    renderAt(
      '/auth/login?label=evil&flow=admin&email=nope&redirectUrl=https://evil.example&step=9',
      <StartupParamsProvider>
        <Show />
      </StartupParamsProvider>,
    );
    expect(shown()).toEqual({ otp: false, walletconnect: false });
  });

  it('are read the same way without a provider', () => {
    renderAt('/x?walletconnect=true&referrer=partner-1', <Show />);
    expect(shown()).toEqual({ otp: false, walletconnect: true, referrer: 'partner-1' });
  });
});
