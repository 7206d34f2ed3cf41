/**
 * The stand-in for the provider's investor-passport site: GET /universal-passport/…
 * (the four pages the onboarding screen sends a person to) answers a page that says
 * where they landed: which page, the flow intent the address carries (the product
 * adds it as a query: @lender/shared/onboarding, flowQueryFor), and, when the address
 * names a passport, that passport and its statuses as the seed has them. A way back
 * goes to the intent's `redirectUrl` when it is one of the product's. Any other path
 * under /universal-passport is a 404 page. The product leaves for these pages and never
 * frames them, so no site may (`frame-ancestors 'none'`).
 */
import { flowQueryOf } from '@lender/shared/onboarding';
import { unframedPageHeaders } from '../../http/framing.ts';
import type { PathRoute } from '../../http/router.ts';
import { escapeHtml } from '../../outbox/outbox-page.ts';
import type { DevState } from '../../state/dev-state.ts';
import type { DomainContext } from '../domain.ts';
import { safeRedirectUrl } from './provenance-conversion.ts';
import { renderProblemPage } from './provenance-page.ts';
import { standInPage } from './stand-in-page.ts';

export const PASSPORT_SITE_TITLE = 'Investor passport (stand-in)';
export const PASSPORT_SITE_NOTE =
  'This is the local development stand-in for the provider’s investor-passport site. It shows where the product sent you; nothing here changes a passport.';

/** The rest of what the stand-in's pages say (the rows' terms, values and the way back). */
export const PASSPORT_SITE_TEXTS = {
  noSuchPage: 'The investor-passport site has no such page.',
  page: 'Page',
  address: 'Address',
  intent: 'Intent',
  addOns: 'Add-ons',
  option: 'Option',
  passport: 'Passport',
  kyc: 'Identity check (kyc)',
  selfAttestation: 'Self attestation (506b)',
  attestationVerification: 'Attestation verification (506c)',
  none: 'none',
  noIntent: 'none given',
  noPassport: 'none named in this address',
  /** After the passport uuid the address names. */
  unknownPassport: ': not a passport the seed knows',
  back: 'Back to where you came from',
} as const;
const T = PASSPORT_SITE_TEXTS;

type Landing = { page: string; passportUuid: string | null };

const PAGES: ReadonlyArray<[RegExp, (match: RegExpExecArray) => Landing]> = [
  [/^\/universal-passport\/landing\/?$/, () => ({ page: 'Landing', passportUuid: null })],
  [
    /^\/universal-passport\/onboarding\/type-of-investor\/?$/,
    () => ({ page: 'Type of investor', passportUuid: null }),
  ],
  [
    /^\/universal-passport\/onboarding\/([^/]+)\/resume\/?$/,
    (m) => ({ page: 'Resume passport', passportUuid: m[1]! }),
  ],
  [
    /^\/universal-passport\/group-manager\/([^/]+)\/add-member\/?$/,
    (m) => ({ page: 'Add a member', passportUuid: m[1]! }),
  ],
];

function landingOf(pathname: string): Landing | null {
  for (const [pattern, read] of PAGES) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const landing = read(match);
    try {
      return { ...landing, passportUuid: landing.passportUuid && decodeURIComponent(landing.passportUuid) };
    } catch {
      return null;
    }
  }
  return null;
}

function passportByUuid(state: DevState, uuid: string) {
  for (const identity of state.identities.values()) {
    const passport = identity.persona.passports.find((p) => p.passportUuid === uuid);
    if (passport) return passport;
  }
  return undefined;
}

const row = (term: string, value: string) => `<dt>${escapeHtml(term)}</dt><dd>${value}</dd>`;

export function universalPassportRoute({ state, appOrigin, allowedOrigins }: DomainContext): PathRoute {
  return (request, url) => {
    if (request.method !== 'GET' || !url.pathname.startsWith('/universal-passport/')) return null;
    const landing = landingOf(url.pathname);
    if (!landing)
      return {
        status: 404,
        html: renderProblemPage(PASSPORT_SITE_TITLE, T.noSuchPage),
        headers: unframedPageHeaders(),
      };
    const flow = flowQueryOf(url.searchParams);
    const rows = [
      row(T.page, escapeHtml(landing.page)),
      row(T.address, `<code>${escapeHtml(url.pathname)}</code>`),
    ];
    if (flow.kind === 'intent') {
      const { intent, addOns, option } = flow.record;
      rows.push(row(T.intent, escapeHtml(intent)));
      rows.push(row(T.addOns, escapeHtml(addOns?.length ? addOns.join(', ') : T.none)));
      rows.push(row(T.option, escapeHtml(option ?? T.none)));
    } else
      rows.push(row(T.intent, flow.kind === 'invalid' ? escapeHtml(flow.message) : escapeHtml(T.noIntent)));
    if (landing.passportUuid) {
      const passport = passportByUuid(state, landing.passportUuid);
      rows.push(
        row(
          T.passport,
          passport
            ? `<code>${escapeHtml(passport.passportUuid)}</code> (${escapeHtml(passport.passportStructureType)})`
            : `<code>${escapeHtml(landing.passportUuid)}</code>${escapeHtml(T.unknownPassport)}`,
        ),
      );
      if (passport) {
        rows.push(row(T.kyc, escapeHtml(passport.kycStatus)));
        rows.push(row(T.selfAttestation, escapeHtml(passport.attestationStatus)));
        rows.push(row(T.attestationVerification, escapeHtml(passport.attestationVerificationStatus)));
      }
    } else rows.push(row(T.passport, escapeHtml(T.noPassport)));
    const back =
      flow.kind === 'intent' ? safeRedirectUrl(flow.record.redirectUrl, appOrigin, allowedOrigins) : null;
    return {
      // The product leaves for this site (a navigation), never frames it.
      headers: unframedPageHeaders(),
      html: standInPage(
        `${landing.page} · ${PASSPORT_SITE_TITLE}`,
        [
          `<h1>${escapeHtml(PASSPORT_SITE_TITLE)}</h1>`,
          `<p class="note">${escapeHtml(PASSPORT_SITE_NOTE)}</p>`,
          `<dl>${rows.join('')}</dl>`,
          back ? `<p><a href="${escapeHtml(back)}">${escapeHtml(T.back)}</a></p>` : '',
        ].join('\n'),
      ),
    };
  };
}
