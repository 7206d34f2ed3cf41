/** @jest-environment node */
import { localRuntimeConfig } from '@lender/shared/testing';
import { renderHead } from './head.ts';

const config = localRuntimeConfig();

describe('renderHead', () => {
  it('preconnects to each remote origin once', () => {
    const head = renderHead(config, '/terms/');
    for (const port of [3001, 3002, 3003, 3004]) {
      expect(head).toContain(`<link rel="preconnect" href="http://127.0.0.1:${port}" crossorigin>`);
    }
    expect(head.match(/rel="preconnect"/g)).toHaveLength(4);
  });

  it.each([
    ['/auth/login', 'http://127.0.0.1:3001/mf-manifest.json'],
    ['/auth/login/', 'http://127.0.0.1:3001/mf-manifest.json'],
    ['/auth/register', 'http://127.0.0.1:3002/mf-manifest.json'],
    ['/account/heloc/heloc-signer/login', 'http://127.0.0.1:3001/mf-manifest.json'],
    ['/auth/credit-karma/register', 'http://127.0.0.1:3002/mf-manifest.json'],
    ['/embed/login', 'http://127.0.0.1:3001/mf-manifest.json'],
    ['/embed/warm', 'http://127.0.0.1:3001/mf-manifest.json'],
    ['/embed/register', 'http://127.0.0.1:3002/mf-manifest.json'],
  ])('preloads the manifest of the remote %s renders', (path, manifest) => {
    expect(renderHead(config, path)).toContain(
      `<link rel="preload" href="${manifest}" as="fetch" crossorigin>`,
    );
  });

  it.each([
    '/terms/',
    '/dashboard',
    '/auth/wallet/create-wallet',
    '/nowhere',
    '/embed/done',
    '/embed/wallet',
  ])('preloads nothing for %s', (path) => {
    expect(renderHead(config, path)).not.toContain('rel="preload"');
  });

  it('inlines the runtime configuration the page reads', () => {
    const head = renderHead(config, '/auth/login');
    const json = /<script id="runtime-config" type="application\/json">(.*)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(json!)).toEqual(config);
  });
});
