/** @jest-environment node */
import { createNonceBook } from './nonce-book.ts';

describe('the nonce book', () => {
  it('gives one attempt per nonce, only within its validity', () => {
    let now = 0;
    const book = createNonceBook({ now: () => now, validityMs: 1000 });
    const nonce = book.issue('id-1', '0xABC');
    expect(book.take('id-1', '0xabc')).toBe(nonce);
    expect(book.take('id-1', '0xabc')).toBeNull();
    book.issue('id-1', '0xabc');
    now = 1000;
    expect(book.take('id-1', '0xabc')).toBeNull();
  });

  it('prunes expired nonces when it issues one, so they do not pile up', () => {
    let now = 0;
    const book = createNonceBook({ now: () => now, validityMs: 1000 });
    for (let n = 0; n < 50; n++) book.issue(`id-${n}`, '0xabc');
    expect(book.size()).toBe(50);
    now = 999;
    book.issue('id-late', '0xabc');
    expect(book.size()).toBe(51);
    now = 1000;
    book.issue('id-next', '0xabc');
    expect(book.size()).toBe(2);
  });

  it("forgets one identity's nonces, and clears all", () => {
    const book = createNonceBook({ now: () => 0, validityMs: 1000 });
    book.issue('id-1', '0xa');
    book.issue('id-1', '0xb');
    book.issue('id-2', '0xa');
    book.forgetIdentity('id-1');
    expect(book.size()).toBe(1);
    expect(book.take('id-2', '0xa')).not.toBeNull();
    book.issue('id-2', '0xa');
    book.clear();
    expect(book.size()).toBe(0);
  });
});
