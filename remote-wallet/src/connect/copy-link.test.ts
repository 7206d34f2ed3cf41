import { copyLink } from './copy-link.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('copies the link and says "Copied!" for 6 seconds', async () => {
  const writeText = jest.fn(() => Promise.resolve());
  const say = jest.fn(() => Promise.resolve('toast'));
  copyLink('wc:abc@2', { writeText }, say);
  await settle();
  expect(writeText).toHaveBeenCalledWith('wc:abc@2');
  expect(say).toHaveBeenCalledWith({ kind: 'success', title: 'Copied!', duration: 6000 });
});

it('a refused clipboard says how to copy it by hand, and stays until dismissed', async () => {
  const say = jest.fn(() => Promise.resolve('toast'));
  copyLink('wc:abc@2', { writeText: () => Promise.reject(new Error('denied')) }, say);
  await settle();
  expect(say).toHaveBeenCalledWith({
    kind: 'error',
    title: 'The link could not be copied. Select it and copy it yourself.',
  });
});
