/** @jest-environment node */
import { devOrgHosts } from '@lender/serve/org-hosts';
import { orgInfoFor, renderOrgInfoScript } from './org-info.ts';

describe('the org info the shell inlines', () => {
  it('describes the organization of the host name, from the brand data', () => {
    expect(orgInfoFor('apollo.localhost:3000', devOrgHosts)).toEqual({
      baseUrl: 'http://apollo.localhost:3000',
      canonicalOrgCode: 'APOLLO',
      orgBrand: 'apollo',
      orgCode: 'APOLLO',
      orgMetaData: {
        companyInfo: { displayName: 'Apollo', kind: 'partner' },
        products: { heloc: { default: true } },
      },
      orgPricingData: {},
    });
    expect(orgInfoFor('127.0.0.1:3000', devOrgHosts)?.orgCode).toBe('KEYSTONE');
    expect(orgInfoFor('WHOLESALE.localhost:3000', devOrgHosts)?.orgCode).toBe('KEYSTONE_WHOLESALE');
  });

  it('builds the base URL from the matched host name, a numeric port and the scheme', () => {
    expect(orgInfoFor(' Apollo.LOCALHOST:3000 ', devOrgHosts)?.baseUrl).toBe('http://apollo.localhost:3000');
    expect(orgInfoFor('apollo.localhost', devOrgHosts, 'https')?.baseUrl).toBe('https://apollo.localhost');
  });

  it.each([undefined, 'localhost:3000', 'evil.example', 'apollo.localhost.evil.example'])(
    'has none for %s',
    (host) => {
      expect(orgInfoFor(host, devOrgHosts)).toBeNull();
    },
  );

  it('has none for a host mapped to a code the brand data does not know', () => {
    expect(orgInfoFor('x.test', { 'x.test': 'NOBODY' })).toBeNull();
  });

  it('is inlined as JSON no value can break out of', () => {
    const script = renderOrgInfoScript({ orgCode: 'KEYSTONE', baseUrl: '</script><script>alert(1)' });
    expect(script).toMatch(/^<script id="org-info" type="application\/json">.*<\/script>$/);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(renderOrgInfoScript(null)).toBe('');
  });
});
