/**
 * Public files and pages: the banners bucket, short links (the call and the /s/
 * redirect), the pages' content-security-policy reports, private-label logos, the consent-banner script, the provenance
 * wallet conversion page and the investor-passport site's stand-in pages. The pages and redirects are on in every mode; short
 * links and reports are forgotten on reset.
 */
import type { PathRoute } from '../../http/router.ts';
import type { Domain, DomainContext } from '../domain.ts';
import { bannersHandler } from './banners.ts';
import { consentScriptRoute } from './consent/consent-route.ts';
import { createCspReportBook, cspReportRoute, devCspReportRoute } from './csp-reports.ts';
import { logoRoute } from './logos.ts';
import { conversionTicketHandler, provenanceConversionRoute } from './provenance-conversion.ts';
import { createShortLinkBook, createShortLinkHandler, shortLinkRoute } from './short-links.ts';
import { universalPassportRoute } from './universal-passport.ts';

export function publicDomain(context: DomainContext): Domain {
  const shortLinks = createShortLinkBook();
  const cspReports = createCspReportBook();
  context.state.onReset(() => {
    shortLinks.clear();
    cspReports.clear();
  });
  const routes: PathRoute[] = [
    cspReportRoute(cspReports),
    shortLinkRoute(shortLinks),
    logoRoute(),
    consentScriptRoute(),
    provenanceConversionRoute(context),
    universalPassportRoute(context),
  ];
  return {
    handlers: {
      getBanners: bannersHandler(context.state.seed),
      provenanceConversionTicket: conversionTicketHandler(context.state),
      createShortLink: createShortLinkHandler(context.state, shortLinks, context.publicOrigin, {
        productOrigins: context.allowedOrigins,
        walletDeepLinks: context.walletDeepLinks,
      }),
    },
    devRoutes: devCspReportRoute(cspReports),
    routes: async (request, url, body) => {
      for (const route of routes) {
        const reply = await route(request, url, body);
        if (reply) return reply;
      }
      return null;
    },
  };
}
