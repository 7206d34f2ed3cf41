import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, TOO_MANY_REQUESTS_MESSAGE } from '../../api/errors.ts';
import { clearStoredSession } from '../../session/web-storage.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { Button } from '../chakra.ts';
import { Form } from '../fields.tsx';
import { notifyFormError } from '../notify-error.ts';
import { RETRY_COUNTDOWN_ENDED_MESSAGE } from './retry-countdown.ts';
import { RetryCountdown, useRetryCountdown } from './use-retry-countdown.tsx';

const tooMany = (retryAfter: string | null) =>
  new ApiError({ status: 429, message: TOO_MANY_REQUESTS_MESSAGE, data: { body: null, retryAfter } });

function TestForm({ onSubmit }: { onSubmit: () => void }) {
  const countdown = useRetryCountdown('test-form');
  return (
    <Form onSubmit={onSubmit}>
      <input aria-label="Code" />
      <RetryCountdown countdown={countdown} />
      <Button type="submit" {...countdown.buttonProps}>
        Verify
      </Button>
    </Form>
  );
}

const liveRegion = () => screen.getByTestId('live-region');
const verify = () => screen.getByRole('button', { name: 'Verify' });

describe('the retry countdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: Date.parse('2025-03-01T12:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  function start(retryAfter: string | null) {
    const onSubmit = jest.fn();
    const view = renderWithProviders(<TestForm onSubmit={onSubmit} />);
    act(() => notifyFormError('test-form', tooMany(retryAfter)));
    return { onSubmit, view };
  }

  it('shows the sentence and the time left, says it once, and keeps the button described and refusing', async () => {
    const { onSubmit } = start('65');
    expect(screen.getByTestId('retry-countdown')).toHaveTextContent(
      `${TOO_MANY_REQUESTS_MESSAGE} Try again in 1:05`,
    );
    expect(liveRegion()).toHaveTextContent(`${TOO_MANY_REQUESTS_MESSAGE} Try again in 1 minute 5 seconds.`);
    expect(verify()).toHaveAttribute('aria-disabled', 'true');
    expect(verify()).toHaveAccessibleDescription(`${TOO_MANY_REQUESTS_MESSAGE} Try again in 1:05`);
    // Still focusable (not `disabled`), but neither a click nor Enter in a field submits.
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(verify());
    expect(verify()).toHaveFocus();
    await user.type(screen.getByLabelText('Code'), '1{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    // No toast: the sentence is beside the form.
    expect(screen.queryByRole('status', { name: TOO_MANY_REQUESTS_MESSAGE })).not.toBeInTheDocument();
  });

  it('counts down, is silent while counting, and works again at zero with one announcement', async () => {
    const { onSubmit } = start('3');
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByTestId('retry-countdown')).toHaveTextContent('Try again in 2 seconds');
    expect(liveRegion()).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(2_000));
    expect(screen.queryByTestId('retry-countdown')).not.toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent(RETRY_COUNTDOWN_ENDED_MESSAGE);
    expect(verify()).not.toHaveAttribute('aria-disabled');
    expect(verify()).not.toHaveAttribute('aria-describedby');
    expect(sessionStorage.getItem('retry-until:test-form')).toBeNull();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(verify());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps the time over a remount (a reload) from session storage, without saying it again', () => {
    const { view } = start('30');
    act(() => jest.advanceTimersByTime(10_000));
    view.unmount();
    act(() => jest.advanceTimersByTime(500));
    renderWithProviders(<TestForm onSubmit={jest.fn()} />);
    expect(screen.getByTestId('retry-countdown')).toHaveTextContent('Try again in 20 seconds');
    expect(liveRegion()).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(20_000));
    expect(verify()).not.toHaveAttribute('aria-disabled');
    expect(liveRegion()).toHaveTextContent(RETRY_COUNTDOWN_ENDED_MESSAGE);
  });

  it('forgets a wait that ended while the page was away, silently', () => {
    const { view } = start('5');
    view.unmount();
    act(() => jest.advanceTimersByTime(60_000));
    renderWithProviders(<TestForm onSubmit={jest.fn()} />);
    expect(screen.queryByTestId('retry-countdown')).not.toBeInTheDocument();
    expect(liveRegion()).toBeEmptyDOMElement();
    expect(sessionStorage.getItem('retry-until:test-form')).toBeNull();
  });

  it('waits the sentence’s minute when Retry-After is missing', () => {
    start(null);
    expect(screen.getByTestId('retry-countdown')).toHaveTextContent('Try again in 1:00');
  });

  it('leaves other errors to the toast, and is cleared at logout with the session', async () => {
    renderWithProviders(<TestForm onSubmit={jest.fn()} />);
    act(() => notifyFormError('test-form', new ApiError({ status: 400, message: 'Wrong code' })));
    expect(await screen.findByText('Wrong code')).toBeInTheDocument();
    expect(screen.queryByTestId('retry-countdown')).not.toBeInTheDocument();
    act(() => notifyFormError('test-form', tooMany('30')));
    expect(sessionStorage.getItem('retry-until:test-form')).not.toBeNull();
    clearStoredSession();
    expect(sessionStorage.getItem('retry-until:test-form')).toBeNull();
  });
});
