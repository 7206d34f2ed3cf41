import { act, renderHook } from '@testing-library/react';
import { useSingleFlight } from './use-single-flight.ts';

describe('useSingleFlight', () => {
  it('runs one call at a time and reports pending while it runs', async () => {
    let finish!: () => void;
    const action = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSingleFlight(action));
    let first!: Promise<void>;
    act(() => {
      first = result.current[1]();
      void result.current[1]();
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current[0]).toBe(true);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current[0]).toBe(false);
    await act(async () => {
      const again = result.current[1]();
      finish();
      await again;
    });
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('is free again after the action fails', async () => {
    const action = jest.fn(async () => Promise.reject(new Error('no')));
    const { result } = renderHook(() => useSingleFlight(action));
    await act(async () => {
      await result.current[1]().catch(() => undefined);
    });
    expect(result.current[0]).toBe(false);
  });
});
