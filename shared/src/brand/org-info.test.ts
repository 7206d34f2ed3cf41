import { ORG_INFO_ELEMENT_ID, parseOrgInfo, readOrgInfoFromDocument } from './org-info.ts';
import { privateLabelLogoUrl } from './logo-source.ts';

describe('org info', () => {
  it('keeps the fields of the specification', () => {
    const info = {
      baseUrl: 'https://apollo.example',
      canonicalOrgCode: 'APOLLO',
      orgBrand: 'apollo',
      orgCode: 'APOLLO',
      orgMetaData: { companyInfo: { displayName: 'Apollo' }, products: { heloc: { default: true } } },
      orgPricingData: { rate: 7.1 },
    };
    expect(parseOrgInfo(info)).toEqual(info);
  });

  it.each([null, 'KEYSTONE', [], {}, { baseUrl: 'x' }, { orgCode: '' }, { orgCode: 42 }])(
    'is null for %p',
    (value) => {
      expect(parseOrgInfo(value)).toBeNull();
    },
  );

  it('is read from the inline element, and null without one or with bad JSON', () => {
    const doc = document.implementation.createHTMLDocument('p');
    expect(readOrgInfoFromDocument(doc)).toBeNull();
    const script = doc.createElement('script');
    script.id = ORG_INFO_ELEMENT_ID;
    script.textContent = '{"orgCode":"HAMILTON"}';
    doc.body.append(script);
    expect(readOrgInfoFromDocument(doc)).toEqual({ orgCode: 'HAMILTON' });
    script.textContent = '{oops';
    expect(readOrgInfoFromDocument(doc)).toBeNull();
  });
});

describe('the private-label logo source', () => {
  const apiBase = 'http://127.0.0.1:4000';

  it('defaults to the API base, and follows a configured base with or without a trailing slash', () => {
    expect(privateLabelLogoUrl({ logo: 'own.svg' }, { apiBase })).toBe(
      'http://127.0.0.1:4000/private-label/logos/own.svg',
    );
    expect(privateLabelLogoUrl({ logo: 'a.svg' }, { apiBase, privateLabelLogoBase: 'https://cdn.x/l' })).toBe(
      'https://cdn.x/l/a.svg',
    );
    expect(
      privateLabelLogoUrl({ logo: 'a.svg' }, { apiBase, privateLabelLogoBase: 'https://cdn.x/l/' }),
    ).toBe('https://cdn.x/l/a.svg');
  });

  it('keeps a file name inside the logo folder', () => {
    expect(privateLabelLogoUrl({ logo: '../../secret' }, { apiBase })).toBe(
      'http://127.0.0.1:4000/private-label/logos/..%2F..%2Fsecret',
    );
  });
});
