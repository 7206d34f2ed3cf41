/** The signing step's reload marker: what is kept, what a reload opens on, what is dropped. */
import { modalStart } from './modal-rules.ts';
import type { ModalView, SigningWait } from './modal-view.ts';
import { at, HUGO, NOW, READY, SKY } from './modal-reducer.testing.ts';
import { interruptedView, isSigningMarker, signingMarkerOf, type SigningMarker } from './signing-marker.ts';

const nonce = (wait?: SigningWait): ModalView =>
  at('Verify', SKY, { step: 'GET_NONCE', ...(wait && { wait }) });
const MARKER: SigningMarker = {
  wallet: SKY,
  kinds: ['mobile', 'extension'],
  fromToken: null,
  step: 'GET_NONCE',
  kind: 'mobile',
  requestId: 'r1',
};

describe('the marker kept while a verify step waits for a signature', () => {
  it.each<[string, ModalView, SigningMarker | null]>([
    ['waiting', nonce({ state: 'waiting', requestId: 'r1', kind: 'mobile', until: NOW }), MARKER],
    ['timed out', nonce({ state: 'timed-out', requestId: 'r1', kind: 'mobile' }), MARKER],
    ['interrupted', nonce({ state: 'interrupted', requestId: 'r1', kind: 'mobile' }), MARKER],
    ['withdrawing', nonce({ state: 'withdrawing', requestId: 'r1', kind: 'mobile', next: 'verify' }), MARKER],
    [
      'a new token, hosted, kind unknown',
      at('Verify', HUGO, {
        step: 'RENEW_TOKEN',
        wait: { state: 'interrupted', requestId: null, kind: null },
      }),
      { wallet: HUGO, kinds: ['hosted'], fromToken: null, step: 'RENEW_TOKEN', kind: null, requestId: null },
    ],
    ['the step before the wallet was asked', nonce(), null],
    ['attaching', at('Verify', SKY, { step: 'ATTACH' }), null],
    ['the Connect panel', at('Verify', SKY), null],
    ['Select', READY, null],
  ])('%s', (_, view, marker) => expect(signingMarkerOf(view)).toEqual(marker));

  it('a reload opens on the step it kept, interrupted', () =>
    expect(interruptedView(MARKER)).toEqual(
      nonce({ state: 'interrupted', requestId: 'r1', kind: 'mobile' }),
    ));
});

describe('what session storage may hold: a marker that does not parse is none', () => {
  it.each<[string, unknown, boolean]>([
    ['the marker', MARKER, true],
    ['through JSON', JSON.parse(JSON.stringify(MARKER)), true],
    ['in token mode', { ...MARKER, wallet: null, fromToken: { address: '0x1', groupAddress: null } }, true],
    ['null', null, false],
    ['a string', 'GET_NONCE', false],
    ['another step', { ...MARKER, step: 'ATTACH' }, false],
    ['an unknown kind', { ...MARKER, kind: 'paper' }, false],
    ['kinds not a list', { ...MARKER, kinds: 'mobile' }, false],
    ['a wallet without its address', { ...MARKER, wallet: { ...SKY, address: 1 } }, false],
    ['a request id not a string', { ...MARKER, requestId: 7 }, false],
    ['a field missing', { ...MARKER, fromToken: undefined }, false],
  ])('%s', (_, value, accepted) => expect(isSigningMarker(value)).toBe(accepted));
});

describe('where the modal starts with a marker', () => {
  it.each([
    [
      'a reload mid-signature',
      { section: null, token: null },
      MARKER,
      { start: 'interrupted', marker: MARKER },
    ],
    [
      'the marker wins over a section',
      { section: 'Select' as const, token: null },
      MARKER,
      { start: 'interrupted', marker: MARKER },
    ],
    ['none: as before', { section: null, token: null }, null, { start: 'Select' }],
  ])('%s', (_, request, marker, start) => expect(modalStart(request, marker)).toEqual(start));
});
