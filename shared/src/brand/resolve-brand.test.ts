import { brandForOrgCode, NO_PRIVATE_LABEL_MESSAGE, resolveBrand } from './resolve-brand.ts';

describe('resolveBrand', () => {
  it.each([
    ['a partner label', { label: 'hamilton', orgInfo: { orgCode: 'APOLLO' } }, 'hamilton'],
    ['another label over org info', { label: 'novawulf', orgInfo: null }, 'novawulf'],
    ['an unknown label, ignored', { label: 'evil', orgInfo: { orgCode: 'OUTPOST' } }, 'outpost'],
    ['a label in the wrong case, ignored', { label: 'Apollo', orgInfo: { orgCode: 'KEYSTONE' } }, 'own'],
    [
      'the canonical org code first',
      { orgInfo: { canonicalOrgCode: 'APOLLO', orgCode: 'HAMILTON' } },
      'apollo',
    ],
    ['the org code', { orgInfo: { orgCode: 'hamilton' } }, 'hamilton'],
    ['a wholesale code', { orgInfo: { orgCode: 'KEYSTONE_WHOLESALE' } }, 'own'],
    ['a state-specific code', { orgInfo: { orgCode: 'KEYSTONE_NY' } }, 'own'],
    ['the guaranteed-rate lender code', { orgInfo: { orgCode: 'GUARANTEED_RATE_LENDER' } }, 'own'],
    ['an unknown code', { orgInfo: { orgCode: 'NOPE' } }, 'own'],
  ])('%s', (_, input, brand) => {
    const log = jest.fn();
    expect(resolveBrand(input, log).id).toBe(brand);
    expect(log).not.toHaveBeenCalled();
  });

  it('falls back to the own brand and logs when the page has no org info', () => {
    const log = jest.fn();
    expect(resolveBrand({}, log).id).toBe('own');
    expect(log).toHaveBeenCalledWith('No private label data found');
    expect(NO_PRIVATE_LABEL_MESSAGE).toBe('No private label data found');
  });

  it('looks codes up without regard to case', () => {
    expect(brandForOrgCode('outpost')?.id).toBe('outpost');
    expect(brandForOrgCode(undefined)).toBeUndefined();
  });
});
