import { appByDir } from './apps.ts';
import { devRoutesFor } from './stack.ts';

describe("devRoutesFor: the local stack turns on the dev API's development routes", () => {
  const api = appByDir('dev-api');

  it('turns them on for the dev API outside production', () => {
    expect(devRoutesFor(api, { NODE_ENV: 'development' })).toEqual({ DEV_ROUTES: 'on' });
    expect(devRoutesFor(api, {})).toEqual({ DEV_ROUTES: 'on' });
  });

  it('leaves them off in production, and leaves an explicit choice alone', () => {
    expect(devRoutesFor(api, { NODE_ENV: 'production' })).toEqual({});
    expect(devRoutesFor(api, { DEV_ROUTES: 'off' })).toEqual({});
  });

  it('sets nothing for the other servers', () => {
    expect(devRoutesFor(appByDir('shell'), {})).toEqual({});
  });
});
