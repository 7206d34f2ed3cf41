import { restoreSavedWallet } from './restore-wallet.ts';

const storageWith = (value: string | null) => ({ getItem: jest.fn(() => value) });

it('loads nothing when no wallet connection was saved', async () => {
  const restore = jest.fn(() => Promise.resolve());
  const storage = storageWith(null);
  await restoreSavedWallet(storage, restore);
  expect(storage.getItem).toHaveBeenCalledWith('walletconnect-js');
  expect(restore).not.toHaveBeenCalled();
});

it('restores a saved connection, and logs one that cannot be', async () => {
  const restore = jest.fn(() => Promise.resolve());
  await restoreSavedWallet(storageWith('{"status":"connected"}'), restore);
  expect(restore).toHaveBeenCalledTimes(1);

  const log = jest.fn();
  const failure = new Error('The saved wallet connection has ended.');
  await restoreSavedWallet(storageWith('{}'), () => Promise.reject(failure), log);
  expect(log).toHaveBeenCalledWith('The saved wallet connection could not be restored', failure);
});

it('goes quietly when storage is refused', async () => {
  const restore = jest.fn(() => Promise.resolve());
  const refusing = {
    getItem: () => {
      throw new DOMException('denied', 'SecurityError');
    },
  };
  await expect(restoreSavedWallet(refusing, restore)).resolves.toBeUndefined();
  expect(restore).not.toHaveBeenCalled();
});
