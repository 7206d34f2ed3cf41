/** An authorized wallet as the account list gives it, for the wallet remote's tests. */
import type { AuthorizedWallet } from '@lender/shared/endpoints/wallet';

export const authorizedWallet = (
  address: string,
  type = 'SELF_CUSTODY',
  verified = true,
  name = 'Morgan Reyes',
): AuthorizedWallet => ({ name, address, authorizationType: 'Owner', verified, type });
