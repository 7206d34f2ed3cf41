import { devOrgHosts, devShellOrigins, hostNameOf, orgHostsFromEnv, productOrigins } from './org-hosts.ts';

describe('org hosts', () => {
  it('uses the development table unless ORG_HOSTS is set', () => {
    expect(orgHostsFromEnv({})).toEqual(devOrgHosts);
    expect(orgHostsFromEnv({ ORG_HOSTS: 'Sign-In.Lender.Example=keystone, apollo.example=APOLLO' })).toEqual({
      'sign-in.lender.example': 'KEYSTONE',
      'apollo.example': 'APOLLO',
    });
    expect(orgHostsFromEnv({ ORG_HOSTS: '' })).toEqual({});
  });

  it.each(['nohost', '=APOLLO', 'a.example=', 'a=b=c'])('refuses a malformed pair %s', (pair) => {
    expect(() => orgHostsFromEnv({ ORG_HOSTS: pair })).toThrow(/ORG_HOSTS/);
  });

  it.each([
    ['apollo.localhost:3000', 'apollo.localhost'],
    ['127.0.0.1', '127.0.0.1'],
    ['[::1]:3000', '[::1]'],
    ['EXAMPLE.com', 'example.com'],
    [undefined, ''],
  ])('reads the host name of %s', (header, name) => {
    expect(hostNameOf(header)).toBe(name);
  });

  it('lists the shell under localhost and each development name, on the shell port', () => {
    const origins = devShellOrigins({ SHELL_PORT: '3100' });
    expect(origins).toContain('http://localhost:3100');
    expect(origins).toContain('http://wholesale.localhost:3100');
    expect(origins).toContain('http://apollo.localhost:3100');
    expect(origins).not.toContain('http://127.0.0.1:3100');
  });

  it('lists every product origin: the apps, the shell’s development names and the partners', () => {
    const origins = productOrigins({
      SHELL_PORT: '3100',
      REMOTE_WALLET_PORT: '3103',
      PARTNER_ORIGINS: ' https://partner.example=apollo , ,https://other.example=hamilton+outpost',
    });
    expect(origins).toEqual(
      expect.arrayContaining([
        'http://127.0.0.1:3100',
        'http://127.0.0.1:3103',
        'http://wholesale.localhost:3100',
        'https://partner.example',
        'https://other.example',
      ]),
    );
    expect(origins).not.toContain('');
    expect(origins.some((origin) => origin.endsWith(':4000') || origin.endsWith(':4001'))).toBe(false);
  });

  it('lists the demo partner page when PARTNER_ORIGINS is unset outside production, none when it is empty', () => {
    expect(productOrigins({})).toContain('http://partner.localhost:3005');
    expect(productOrigins({ PARTNER_ORIGINS: '' })).not.toContain('http://partner.localhost:3005');
    expect(productOrigins({ NODE_ENV: 'production' })).not.toContain('http://partner.localhost:3005');
  });

  it('refuses a PARTNER_ORIGINS the parser refuses (an origin without its labels)', () => {
    expect(() => productOrigins({ PARTNER_ORIGINS: 'https://partner.example' })).toThrow(
      /PARTNER_ORIGINS: "https:\/\/partner.example" is not <origin>=<label>/,
    );
  });
});
