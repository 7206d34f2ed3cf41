/** @jest-environment node */
import { PARTNER_DEMO_HOST } from './apps.ts';
import { parsePartnerOrigins, partnerOriginsOf, partnersFromEnv, PARTNER_LABELS } from './partner-origins.ts';

const notAnOrigin = (item: string) =>
  `PARTNER_ORIGINS: "${item}" is not an origin (scheme, host and port only, like https://sign-in.lender.example)`;
const notAnEntry = (entry: string) =>
  `PARTNER_ORIGINS: "${entry}" is not <origin>=<label>[+<label>…] (e.g. https://apollo.example=apollo)`;
const notALabel = (label: string, entry: string) =>
  `PARTNER_ORIGINS: "${label}" in "${entry}" is not a partner label (${PARTNER_LABELS.join(', ')})`;

describe('parsePartnerOrigins', () => {
  it.each([
    ['nothing', '', [], []],
    ['blanks and empty items', ' , ,', [], []],
    [
      'one origin with one label',
      'https://apollo.example=apollo',
      [{ origin: 'https://apollo.example', labels: ['apollo'] }],
      [],
    ],
    [
      'several labels joined by +, spaces trimmed',
      ' https://b.example:8443 = apollo + hamilton , http://partner.localhost:3005=novawulf',
      [
        { origin: 'https://b.example:8443', labels: ['apollo', 'hamilton'] },
        { origin: 'http://partner.localhost:3005', labels: ['novawulf'] },
      ],
      [],
    ],
    [
      'a label twice, kept once',
      'https://a.example=outpost+outpost',
      [{ origin: 'https://a.example', labels: ['outpost'] }],
      [],
    ],
    ['an origin without a label (the old form)', 'https://a.example', [], [notAnEntry('https://a.example')]],
    ['an empty label list', 'https://a.example=', [], [notAnEntry('https://a.example=')]],
    ['an empty label between +', 'https://a.example=apollo+', [], [notAnEntry('https://a.example=apollo+')]],
    ['two =', 'https://a.example=apollo=zeus', [], [notAnEntry('https://a.example=apollo=zeus')]],
    ['a path', 'https://a.example/x=apollo', [], [notAnOrigin('https://a.example/x')]],
    ['a trailing slash', 'https://a.example/=apollo', [], [notAnOrigin('https://a.example/')]],
    ['not a URL', 'nope=apollo', [], [notAnOrigin('nope')]],
    [
      'a label that is no brand',
      'https://a.example=apollo+zeus',
      [],
      [notALabel('zeus', 'https://a.example=apollo+zeus')],
    ],
    [
      "the lender's own brand (not a partner's)",
      'https://a.example=own',
      [],
      [notALabel('own', 'https://a.example=own')],
    ],
    [
      'a label in capitals (labels are lower case)',
      'https://a.example=Apollo',
      [],
      [notALabel('Apollo', 'https://a.example=Apollo')],
    ],
    [
      'an origin listed twice',
      'https://a.example=apollo,https://a.example=hamilton',
      [{ origin: 'https://a.example', labels: ['apollo'] }],
      [
        'PARTNER_ORIGINS: "https://a.example" is listed twice (give it every label in one entry, joined by +)',
      ],
    ],
    [
      'good entries kept, each bad one named',
      'https://a.example=apollo, nope, https://c.example=zeus',
      [{ origin: 'https://a.example', labels: ['apollo'] }],
      [notAnEntry('nope'), notALabel('zeus', 'https://c.example=zeus')],
    ],
  ])('%s', (_what, value, partners, problems) => {
    expect(parsePartnerOrigins(value)).toEqual({ partners, problems });
  });

  it('knows the four partner labels of the brand data, not the own brand', () => {
    expect([...PARTNER_LABELS].sort()).toEqual(['apollo', 'hamilton', 'novawulf', 'outpost']);
  });
});

describe('partnersFromEnv', () => {
  const demo = (port: number) => [{ origin: `http://${PARTNER_DEMO_HOST}:${port}`, labels: ['apollo'] }];

  it.each([
    ['unset, in development: the demo partner page, apollo', {}, demo(3005)],
    ['unset, on the demo page’s own port', { PARTNER_DEMO_PORT: '3105' }, demo(3105)],
    ['unset, under NODE_ENV=production: none', { NODE_ENV: 'production' }, []],
    ['unset, under APP_ENV=production: none', { APP_ENV: 'production' }, []],
    ['empty: none, even in development', { PARTNER_ORIGINS: '' }, []],
    [
      'set: exactly the list',
      { PARTNER_ORIGINS: 'https://a.example=hamilton' },
      [{ origin: 'https://a.example', labels: ['hamilton'] }],
    ],
  ])('%s', (_what, env, partners) => {
    expect(partnersFromEnv(env)).toEqual({ partners, problems: [] });
  });

  it('names a bad PARTNER_DEMO_PORT as a problem instead of throwing', () => {
    expect(partnersFromEnv({ PARTNER_DEMO_PORT: 'x' })).toEqual({
      partners: [],
      problems: ['PARTNER_DEMO_PORT="x" is not a valid port'],
    });
  });
});

describe('partnerOriginsOf', () => {
  it('gives the origins alone', () => {
    expect(
      partnerOriginsOf({ PARTNER_ORIGINS: 'https://a.example=apollo,https://b.example=apollo+outpost' }),
    ).toEqual(['https://a.example', 'https://b.example']);
  });

  it('refuses a bad list with every problem, for the servers that read it once at start', () => {
    expect(() => partnerOriginsOf({ PARTNER_ORIGINS: 'https://a.example,nope=apollo' })).toThrow(
      `${notAnEntry('https://a.example')}\n  - ${notAnOrigin('nope')}`,
    );
  });
});
