/** Where the wallet remote's own server answers the development wallet lab (never in production). */
export const WALLET_LAB_PATH = '/__dev/wallet-lab';
