import {
  autoKind,
  beforeConnect,
  connectStep,
  requestKey,
  type ConnectEvent,
  type ConnectStatus,
} from './connect-flow.ts';

const choose: ConnectStatus = { step: 'choose' };
const failedBefore: ConnectStatus = { step: 'choose', error: 'User rejected' };
const waitingMobile: ConnectStatus = { step: 'connecting', kind: 'mobile', pairingUri: null };
const showingQr: ConnectStatus = { step: 'connecting', kind: 'mobile', pairingUri: 'wc:1@2' };
const waitingHosted: ConnectStatus = { step: 'connecting', kind: 'hosted', pairingUri: null };

describe('connectStep', () => {
  it.each<[string, ConnectStatus, ConnectEvent, ConnectStatus]>([
    ['a kind is chosen', choose, { type: 'start', kind: 'mobile' }, waitingMobile],
    ['a new attempt clears the error before', failedBefore, { type: 'start', kind: 'hosted' }, waitingHosted],
    ['a newer attempt replaces one under way', showingQr, { type: 'start', kind: 'hosted' }, waitingHosted],
    ['the pairing link comes: the QR code', waitingMobile, { type: 'pairing-uri', uri: 'wc:1@2' }, showingQr],
    [
      'a new pairing link replaces the old',
      showingQr,
      { type: 'pairing-uri', uri: 'wc:3@2' },
      { ...showingQr, pairingUri: 'wc:3@2' },
    ],
    [
      'a pairing link with no attempt under way is not shown',
      choose,
      { type: 'pairing-uri', uri: 'wc:1' },
      choose,
    ],
    [
      'a failure: back to the kinds, with its words',
      waitingMobile,
      { type: 'failed', message: 'User rejected' },
      failedBefore,
    ],
    [
      'another wallet answered: said, and marked',
      waitingHosted,
      { type: 'failed', message: 'That is not the wallet you chose', wrongWallet: true },
      { step: 'choose', error: 'That is not the wallet you chose', wrongWallet: true },
    ],
    ['reset from waiting', showingQr, { type: 'reset' }, choose],
    ['reset clears an error', failedBefore, { type: 'reset' }, choose],
  ])('%s', (_, status, event, next) => {
    expect(connectStep(status, event)).toEqual(next);
  });
});

describe('autoKind', () => {
  it.each([
    ['one way: at once', ['hosted'] as const, 'hosted'],
    ['two ways: the person picks', ['mobile', 'extension'] as const, null],
    ['every way: the person picks', ['mobile', 'extension', 'hosted'] as const, null],
    ['no way', [] as const, null],
  ])('%s', (_, kinds, kind) => {
    expect(autoKind({ kinds, required: null })).toBe(kind);
  });
});

describe('beforeConnect', () => {
  it.each([
    ['nothing connected', 'disconnected', null, '0xabc', 'connect'],
    ['nothing connected, any wallet', 'disconnected', null, null, 'connect'],
    ['a pairing left pending', 'pending', null, '0xabc', 'disconnect-first'],
    ['a pairing left pending, any wallet', 'pending', null, null, 'disconnect-first'],
    ['the required wallet connected (any case)', 'connected', '0xABC', '0xabc', 'already-connected'],
    ['another wallet connected', 'connected', '0xdef', '0xabc', 'disconnect-first'],
    ['a wallet connected, any wallet will do', 'connected', '0xdef', null, 'already-connected'],
  ] as const)('%s', (_, status, address, required, next) => {
    expect(beforeConnect({ status, address }, required)).toBe(next);
  });
});

describe('requestKey', () => {
  it('is the same for the same ways and wallet in any case, and differs otherwise', () => {
    const key = requestKey({ kinds: ['mobile', 'extension'], required: '0xABC' });
    expect(requestKey({ kinds: ['mobile', 'extension'], required: '0xabc' })).toBe(key);
    expect(requestKey({ kinds: ['mobile'], required: '0xabc' })).not.toBe(key);
    expect(requestKey({ kinds: ['mobile', 'extension'], required: null })).not.toBe(key);
    expect(requestKey(null)).toBe('');
  });
});
