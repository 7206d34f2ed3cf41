/**
 * Logout disconnects a connected wallet before it ends the session. The wallet
 * connection belongs to whichever screen connected it (the wallet remote), so that
 * screen registers how to disconnect here and the shell's logout calls it without
 * knowing which wallet, or which remote, it is.
 */
type Disconnect = () => Promise<void>;

let registered: Disconnect | null = null;

/** Registers how to disconnect the page's wallet; returns a function that unregisters it. */
export function registerWalletDisconnect(disconnect: Disconnect): () => void {
  registered = disconnect;
  return () => {
    if (registered === disconnect) registered = null;
  };
}

/** Disconnects the registered wallet, if any; a wallet that fails to answer does not stop a logout. */
export async function disconnectRegisteredWallet(
  log: (message: string, cause: unknown) => void = console.warn,
) {
  if (!registered) return;
  try {
    await registered();
  } catch (error) {
    log('The wallet did not disconnect cleanly', error);
  }
}
