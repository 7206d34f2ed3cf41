import { decodeJwt } from 'jose';
import { createRpcWalletMethods, type HeldConnection } from './rpc-wallet-methods.ts';

const GROUP = { address: '0xgroup', name: 'Reyes Holdings' } as const;

function methodsAnswering(answer: unknown) {
  const held: HeldConnection = {
    current: {
      address: '0xwallet',
      publicKey: '02'.padEnd(66, '1'),
      signedJWT: null,
      representedGroupPolicy: null,
    },
  };
  const send = jest.fn(() => Promise.resolve(answer));
  const methods = createRpcWalletMethods({
    send: send as never,
    emit: () => undefined,
    held,
    issuer: 'test',
    now: () => 1_700_000_000_000,
  });
  return { held, methods, send };
}

describe('switchToGroup in the mobile protocol', () => {
  it('holds the new group when the wallet answers it with its token', async () => {
    const { held, methods } = methodsAnswering({ jwt: 'a.b.c', representedGroupPolicy: GROUP });
    expect(await methods.switchToGroup(GROUP.address)).toEqual({
      signedJWT: 'a.b.c',
      representedGroupPolicy: GROUP,
    });
    expect(held.current?.representedGroupPolicy).toEqual(GROUP);
  });

  it('keeps the old group when the answer brings no token, so the next token names the group the session has', async () => {
    const { held, methods, send } = methodsAnswering({ representedGroupPolicy: GROUP });
    expect(await methods.switchToGroup(GROUP.address)).toEqual({
      signedJWT: null,
      representedGroupPolicy: GROUP,
    });
    expect(held.current?.representedGroupPolicy).toBeNull();
    send.mockResolvedValueOnce('00'.repeat(64));
    const token = await methods.signJWT({});
    expect(decodeJwt(token)).not.toHaveProperty('grp');
  });
});
