/**
 * Logout disconnects a connected wallet before it ends the session. The wallet
 * connection belongs to whichever screen connected it (the wallet remote), so that
 * screen registers how to disconnect here and the shell's logout calls it without
 * knowing which wallet, or which remote, it is.
 */
type Disconnect = () => Promise<void>;

/** A wallet that has not answered by then (relay down, frame gone) does not hold up a logout. */
export const WALLET_DISCONNECT_TIMEOUT_MS = 3000;

let registered: Disconnect | null = null;

/** Registers how to disconnect the page's wallet; returns a function that unregisters it. */
export function registerWalletDisconnect(disconnect: Disconnect): () => void {
  registered = disconnect;
  return () => {
    if (registered === disconnect) registered = null;
  };
}

/**
 * Disconnects the registered wallet, if any. A wallet that fails, or does not answer
 * within WALLET_DISCONNECT_TIMEOUT_MS, is logged and the logout goes on.
 */
export async function disconnectRegisteredWallet(
  log: (message: string, cause: unknown) => void = console.warn,
  timeoutMs = WALLET_DISCONNECT_TIMEOUT_MS,
): Promise<void> {
  if (!registered) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([registered(), timeout]);
  } catch (error) {
    log('The wallet did not disconnect cleanly', error);
  } finally {
    clearTimeout(timer);
  }
}
