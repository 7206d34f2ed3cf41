import {
  EMBED_PROTOCOL,
  isChannel,
  isEmbedPath,
  isEmbedScreen,
  parseFrameMessage,
  parseLoaderMessage,
} from './protocol.ts';

const CHANNEL = 'c0ffee00-1234';
const on = (body: Record<string, unknown>) => ({ protocol: EMBED_PROTOCOL, channel: CHANNEL, ...body });

describe('parseLoaderMessage', () => {
  it('takes a hello on the channel, with only the fields the protocol names', () => {
    expect(parseLoaderMessage(on({ type: 'hello', extra: 'x' }), CHANNEL)).toEqual({
      protocol: EMBED_PROTOCOL,
      channel: CHANNEL,
      type: 'hello',
    });
  });

  it.each([
    ['another protocol', { ...on({ type: 'hello' }), protocol: 'lender-embed/2' }],
    ['no protocol', { channel: CHANNEL, type: 'hello' }],
    ['another channel', { ...on({ type: 'hello' }), channel: 'c0ffee00-9999' }],
    ['another type', on({ type: 'ready' })],
    ['no type', on({})],
    ['a string', 'hello'],
    ['null', null],
    ['an array', [on({ type: 'hello' })]],
  ])('ignores %s', (_, data) => {
    expect(parseLoaderMessage(data, CHANNEL)).toBeNull();
  });
});

describe('parseFrameMessage', () => {
  const base = { protocol: EMBED_PROTOCOL, channel: CHANNEL };
  const account = { name: 'Main', address: 'pb1qxyz' };

  it.each([
    ['ready', on({ type: 'ready', extra: 1 }), { ...base, type: 'ready' }],
    ['waiting', on({ type: 'waiting', extra: 1 }), { ...base, type: 'waiting' }],
    [
      'an event, details kept',
      on({
        type: 'event',
        name: 'refused',
        details: { reason: 'label', n: 1, ok: true, none: null },
        extra: 1,
      }),
      { ...base, type: 'event', name: 'refused', details: { reason: 'label', n: 1, ok: true, none: null } },
    ],
    [
      'success with an account, extra fields of it dropped',
      on({ type: 'success', identityUuid: 'u-1', account: { ...account, token: 'secret' }, jwt: 'secret' }),
      { ...base, type: 'success', identityUuid: 'u-1', account },
    ],
    [
      'success without an account',
      on({ type: 'success', identityUuid: 'u-1', account: null }),
      { ...base, type: 'success', identityUuid: 'u-1', account: null },
    ],
    ['exit closed', on({ type: 'exit', reason: 'closed' }), { ...base, type: 'exit', reason: 'closed' }],
    ['exit escape', on({ type: 'exit', reason: 'escape' }), { ...base, type: 'exit', reason: 'escape' }],
  ])('takes %s', (_, data, message) => {
    expect(parseFrameMessage(data, CHANNEL)).toEqual(message);
  });

  it.each([
    ['another protocol', { ...on({ type: 'ready' }), protocol: 'other' }],
    ['another channel', { ...on({ type: 'ready' }), channel: 'c0ffee00-9999' }],
    ['an unknown type', on({ type: 'hello' })],
    ['an unknown event', on({ type: 'event', name: 'password_typed', details: {} })],
    ['an event without details', on({ type: 'event', name: 'ready' })],
    ['details as an array', on({ type: 'event', name: 'ready', details: ['a'] })],
    ['details with an object', on({ type: 'event', name: 'ready', details: { a: { b: 1 } } })],
    ['details with a long text', on({ type: 'event', name: 'ready', details: { a: 'x'.repeat(201) } })],
    [
      'details with too many fields',
      on({
        type: 'event',
        name: 'ready',
        details: Object.fromEntries([...Array(11).keys()].map((i) => [`k${i}`, i])),
      }),
    ],
    ['success without an identity', on({ type: 'success', account: null })],
    ['success with an empty identity', on({ type: 'success', identityUuid: '', account: null })],
    [
      'success with an identity too long',
      on({ type: 'success', identityUuid: 'u'.repeat(201), account: null }),
    ],
    ['success without the account field', on({ type: 'success', identityUuid: 'u-1' })],
    [
      'success with an account lacking its address',
      on({ type: 'success', identityUuid: 'u-1', account: { name: 'Main' } }),
    ],
    [
      'success with an account of numbers',
      on({ type: 'success', identityUuid: 'u-1', account: { name: 1, address: 2 } }),
    ],
    ['success with an account as text', on({ type: 'success', identityUuid: 'u-1', account: 'pb1qxyz' })],
    ['an exit of another reason', on({ type: 'exit', reason: 'partner' })],
    ['not an object', 'ready'],
  ])('ignores %s', (_, data) => {
    expect(parseFrameMessage(data, CHANNEL)).toBeNull();
  });

  it('takes details of exactly ten fields and texts of 200 characters', () => {
    const details = Object.fromEntries([...Array(10).keys()].map((i) => [`k${i}`, 'x'.repeat(200)]));
    expect(parseFrameMessage(on({ type: 'event', name: 'ready', details }), CHANNEL)).toMatchObject({
      details,
    });
  });
});

it.each([
  ['a loader channel', 'd3b07384-d113-4ec4-9f2b-1a2b3c4d5e6f', true],
  ['eight characters', 'abcdefgh', true],
  ['seven characters', 'abcdefg', false],
  ['a dot', 'abcdefgh.', false],
  ['a number', 12345678, false],
])('isChannel: %s', (_, value, ok) => {
  expect(isChannel(value)).toBe(ok);
});

it('names the screens and the embed paths', () => {
  expect([isEmbedScreen('login'), isEmbedScreen('wallet'), isEmbedScreen('done'), isEmbedScreen(1)]).toEqual([
    true,
    true,
    false,
    false,
  ]);
  expect([isEmbedPath('/embed/login'), isEmbedPath('/embed'), isEmbedPath('/auth/login')]).toEqual([
    true,
    false,
    false,
  ]);
});
