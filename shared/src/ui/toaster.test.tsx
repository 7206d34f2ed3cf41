import { act, render, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render.tsx';
import { announce, LIVE_REGION_CLEAR_MS, LiveRegion } from './live-region.tsx';
import { notify, TOAST_MAX_VISIBLE, ToasterHost } from './notify.tsx';
import { toaster } from './toaster.tsx';

describe('the toaster', () => {
  afterEach(() => act(() => toaster.remove()));

  it('renders nothing until the first toast', () => {
    const { container } = render(<ToasterHost />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows at most five toasts at once, each as a status', async () => {
    expect(TOAST_MAX_VISIBLE).toBe(5);
    renderWithProviders(<div />); // mounts the one ToasterHost, as the shell does
    await act(async () => {
      for (let i = 1; i <= 7; i++) await notify({ kind: 'error', title: `Problem ${i}` });
    });
    const shown = await screen.findAllByRole('status');
    expect(shown).toHaveLength(5);
    expect(screen.getByText('Problem 1')).toBeInTheDocument();
    expect(screen.queryByText('Problem 6')).not.toBeInTheDocument();
  });
});

describe('the live region', () => {
  it('announces a message and clears it after 300 ms', () => {
    jest.useFakeTimers();
    try {
      render(<LiveRegion />);
      const region = screen.getByTestId('live-region');
      expect(region).toHaveAttribute('aria-live', 'polite');
      act(() => announce('Code Sent'));
      expect(region).toHaveTextContent('Code Sent');
      act(() => jest.advanceTimersByTime(LIVE_REGION_CLEAR_MS - 1));
      expect(region).toHaveTextContent('Code Sent');
      act(() => jest.advanceTimersByTime(1));
      expect(region).toHaveTextContent('');
      expect(LIVE_REGION_CLEAR_MS).toBe(300);
    } finally {
      jest.useRealTimers();
    }
  });
});
