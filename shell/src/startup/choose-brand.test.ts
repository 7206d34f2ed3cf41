import { ORG_INFO_ELEMENT_ID, type OrgInfo } from '@lender/shared/contracts';
import { readOrgInfoFromDocument } from '@lender/shared';
import { chooseBrand } from './choose-brand.ts';

function page(orgInfo?: unknown): OrgInfo | null {
  const doc = document.implementation.createHTMLDocument('page');
  if (orgInfo !== undefined) {
    const script = doc.createElement('script');
    script.id = ORG_INFO_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = typeof orgInfo === 'string' ? orgInfo : JSON.stringify(orgInfo);
    doc.head.append(script);
  }
  return readOrgInfoFromDocument(doc);
}

describe('the brand a page starts in', () => {
  it.each(['apollo', 'hamilton', 'outpost', 'novawulf'] as const)(
    'label=%s wins over the org info',
    (label) => {
      const log = jest.fn();
      expect(chooseBrand(page({ orgCode: 'HAMILTON' }), `?label=${label}`, log).id).toBe(label);
      expect(chooseBrand(page(), `?label=${label}`, log).id).toBe(label);
      expect(log).not.toHaveBeenCalled();
    },
  );

  it('ignores any other label and uses the org info', () => {
    const log = jest.fn();
    expect(chooseBrand(page({ orgCode: 'OUTPOST' }), '?label=evil', log).id).toBe('outpost');
    expect(chooseBrand(page({ orgCode: 'OUTPOST' }), '?label=Apollo', log).id).toBe('outpost');
    expect(log).not.toHaveBeenCalled();
  });

  it('looks the organization code up in the brand data, canonical code first', () => {
    expect(chooseBrand(page({ canonicalOrgCode: 'NOVAWULF', orgCode: 'KEYSTONE' }), '').id).toBe('novawulf');
    expect(chooseBrand(page({ orgCode: 'KEYSTONE_WHOLESALE' }), '').id).toBe('own');
  });

  it('an unknown organization code is the own brand, without the missing-data message', () => {
    const log = jest.fn();
    expect(chooseBrand(page({ orgCode: 'NOBODY' }), '', log).id).toBe('own');
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    ['no org info', undefined],
    ['org info that is not JSON', '{not json'],
    ['org info naming no organization', { baseUrl: 'http://x' }],
  ])('with %s: the own brand, logging "No private label data found"', (_, orgInfo) => {
    const log = jest.fn();
    expect(chooseBrand(page(orgInfo), '?label=evil', log).id).toBe('own');
    expect(log).toHaveBeenCalledWith('No private label data found');
  });
});
