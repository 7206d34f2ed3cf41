/** The wallet service and the identity's wallet calls: accounts, access, hosted accounts, wallets, tokens, account selection, nonce, attach and wallet-jwt. */
import type { Domain, DomainContext } from '../domain.ts';

export function walletDomain(_context: DomainContext): Domain {
  return { handlers: {} };
}
