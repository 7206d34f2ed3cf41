import { isBrokerUrl } from './broker-url.ts';

describe('isBrokerUrl', () => {
  const origins = ['https://broker.lender.example', 'http://127.0.0.1:4000'];
  it.each([
    ['https://broker.lender.example/authorize?state=1', true],
    ['http://127.0.0.1:4000/identity-broker/authorize', true],
    ['https://broker.lender.example.evil.example/authorize', false],
    ['https://evil.example/?https://broker.lender.example', false],
    ['http://broker.lender.example/authorize', false],
    ['javascript:alert(1)//https://broker.lender.example', false],
    ['/identity-broker/authorize', false],
    ['', false],
    [undefined, false],
  ])('%s → %p', (url, allowed) => {
    expect(isBrokerUrl(url, origins)).toBe(allowed);
  });

  it('follows nothing when no broker origin is configured', () => {
    expect(isBrokerUrl('https://broker.lender.example/authorize', [])).toBe(false);
  });
});
