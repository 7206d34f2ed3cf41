/** Where to get each wallet, and the mobile wallet's universal link, from the runtime configuration. */
import { getRuntimeConfig } from '@lender/shared';
import { walletConfigOf } from '@lender/shared/contracts';
import type { StoreLinks } from './MobileView.tsx';

export function walletLinks(): { stores: StoreLinks | null; universalLink: string | null } {
  const config = walletConfigOf(getRuntimeConfig());
  return {
    stores: config && { ...config.mobileStoreUrls, extension: config.extensionStoreUrl },
    universalLink: config?.mobileDeepLinkUrl ?? null,
  };
}
