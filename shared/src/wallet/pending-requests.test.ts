/** The requests an adapter waits on: a withdrawn one (its signal aborted) stops waiting, and its late answer is dropped. */
import { createPendingRequests } from './pending-requests.ts';
import { WalletRequestWithdrawnError } from './wallet-errors.ts';

const withdrawn = () => {
  const controller = new AbortController();
  return { controller, withdraw: () => controller.abort(new WalletRequestWithdrawnError()) };
};

describe('a request waiting with an abort signal', () => {
  it.each([
    ['withdrawn while it waits', false],
    ['withdrawn before it was sent', true],
  ])(
    '%s: rejects with the withdrawal, waits no more, and a late answer settles nothing',
    async (_, early) => {
      const waiting = createPendingRequests();
      const { controller, withdraw } = withdrawn();
      if (early) withdraw();
      const id = waiting.nextId();
      const answer = waiting.answerTo<string>(id, controller.signal);
      if (!early) withdraw();
      await expect(answer).rejects.toThrow(WalletRequestWithdrawnError);
      expect(waiting.has(id)).toBe(false);
      expect(waiting.size).toBe(0);
      expect(waiting.settle({ type: 'response', id, result: 'late' })).toBe(false);
    },
  );

  it('answered first: a later abort changes nothing', async () => {
    const waiting = createPendingRequests();
    const { controller, withdraw } = withdrawn();
    const id = waiting.nextId();
    const answer = waiting.answerTo<string>(id, controller.signal);
    expect(waiting.settle({ type: 'response', id, result: 'signed' })).toBe(true);
    withdraw();
    await expect(answer).resolves.toBe('signed');
  });
});
