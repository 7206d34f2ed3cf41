import { cspNonce } from './csp-nonce.ts';

describe('cspNonce', () => {
  afterEach(() => document.head.replaceChildren());

  it("reads the page's nonce from its meta element", () => {
    document.head.innerHTML = '<meta property="csp-nonce" nonce="abc123==">';
    expect(cspNonce()).toBe('abc123==');
  });

  it('is undefined for a page served without one', () => {
    expect(cspNonce()).toBeUndefined();
    document.head.innerHTML = '<meta property="csp-nonce">';
    expect(cspNonce()).toBeUndefined();
  });
});
