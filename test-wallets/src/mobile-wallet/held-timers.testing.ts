/**
 * A test's own hand on one time limit: every timer of a given length is held instead of
 * run, and the test runs them when it chooses, so a limit is tested by firing it rather
 * than by waiting for (and measuring) the wall clock. Timers of any other length run as
 * usual. Restore with `jest.restoreAllMocks()`.
 */
export function holdTimersOf(ms: number) {
  const held = new Map<object, () => void>();
  let armedCount = 0;
  let onArmed = () => undefined as void;
  const { setTimeout: realSet, clearTimeout: realClear } = globalThis;
  jest.spyOn(globalThis, 'setTimeout').mockImplementation(((
    callback: () => void,
    delay?: number,
    ...rest: unknown[]
  ) => {
    if (delay !== ms) return realSet(callback, delay, ...rest);
    const handle = {};
    held.set(handle, callback);
    armedCount += 1;
    onArmed();
    return handle;
  }) as typeof setTimeout);
  jest.spyOn(globalThis, 'clearTimeout').mockImplementation(((handle: object) => {
    if (!held.delete(handle)) realClear(handle as Parameters<typeof clearTimeout>[0]);
  }) as typeof clearTimeout);
  return {
    /** Resolves once the `nth` limit has been set. */
    armed: (nth: number) =>
      new Promise<void>((resolve) => {
        onArmed = () => void (armedCount >= nth && resolve());
        onArmed();
      }),
    /** The limits set and not cleared: the work they bound has not ended. */
    waiting: () => held.size,
    /** Runs the limits now, as if their time had passed. */
    fire() {
      const callbacks = [...held.values()];
      held.clear();
      for (const callback of callbacks) callback();
    },
  };
}
