/**
 * Each loader test on a partner page of its own: fake timers, the console's errors caught (the
 * loader reports there), and the page emptied after. Returns the errors' spy, read per test.
 */
export function freshPartnerPageEachTest(): () => jest.SpyInstance {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    errors.mockRestore();
    document.body.replaceChildren();
  });
  return () => errors;
}
