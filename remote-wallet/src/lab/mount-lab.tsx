/**
 * Mounts the wallet lab (./WalletLab.tsx) at WALLET_LAB_PATH (./lab-path.ts) of the
 * wallet remote's own server. It reads the runtime configuration as the standalone
 * page does; in production it is not there, and without a wallet section it says
 * the wallet is unavailable.
 */
import {
  AppProviders,
  brands,
  Container,
  Heading,
  LiveRegion,
  readRuntimeConfigFromDocument,
  setRuntimeConfig,
  Text,
} from '@lender/shared';
import { pageWallet, walletConfigOf } from '@lender/shared/wallet';
import { createRoot } from 'react-dom/client';
import { WalletLab } from './WalletLab.tsx';

export function mountLab(): void {
  const root = createRoot(document.getElementById('root')!);
  let content;
  try {
    const config = readRuntimeConfigFromDocument();
    setRuntimeConfig(config);
    const wallet = walletConfigOf(config);
    content =
      config.environment === 'production' ? (
        <Heading as="h1">Page not found</Heading>
      ) : wallet ? (
        <WalletLab wallet={pageWallet()} />
      ) : (
        <Text role="alert">Wallet sign-in is unavailable right now.</Text>
      );
  } catch (error) {
    content = <Heading as="h1">The site is not configured correctly: {String(error)}</Heading>;
  }
  root.render(
    <AppProviders brand={brands.own}>
      <Container as="main" id="main" maxW="lg" py="10">
        {content}
      </Container>
      <LiveRegion />
    </AppProviders>,
  );
}
