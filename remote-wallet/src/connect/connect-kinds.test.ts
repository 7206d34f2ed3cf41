import { connectKindsFor } from './connect-kinds.ts';

describe('connectKindsFor', () => {
  it.each([
    ['PROVIDER', ['hosted']],
    ['OLDNET', ['hosted']],
    ['SELF_CUSTODY', ['mobile', 'extension']],
    ['INMEMORY', ['mobile', 'extension']],
    ['PROVENANCE', []],
    ['ADNALES', []],
    ['SUBSCRIBE', []],
    ['UNKNOWN', []],
    ['SOMETHING_NEW', []],
  ])('%s connects by %j', (type, kinds) => {
    expect(connectKindsFor(type)).toEqual(kinds);
  });
});
