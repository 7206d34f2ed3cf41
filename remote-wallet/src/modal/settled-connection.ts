/**
 * Before a withdrawal right after a reload: the saved connection may not be taken up yet
 * (`disconnected`, or `pending` while it resumes), and a removal sent then reaches no wallet,
 * which would keep the old request beside the new one. So the withdrawal first takes the saved
 * connection up (`restore`, which does nothing to a connection in use) and waits for it to settle,
 * at most `withinMs` in all: it never waits on a person.
 */
import type { PageWallet } from '@lender/shared/wallet';

export function connectionReady(
  wallet: Pick<PageWallet, 'getState' | 'subscribe' | 'restore'>,
  withinMs: number,
): Promise<void> {
  const ready = (async () => {
    if (wallet.getState().status === 'disconnected') await wallet.restore().catch(() => undefined);
    await connectionSettled(wallet, withinMs);
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)));
  return Promise.race([ready, limit]).finally(() => clearTimeout(timer));
}

export function connectionSettled(
  wallet: Pick<PageWallet, 'getState' | 'subscribe'>,
  withinMs: number,
): Promise<void> {
  if (wallet.getState().status !== 'pending') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, withinMs);
    const unsubscribe = wallet.subscribe((session) => {
      if (session.status !== 'pending') done();
    });
  });
}
