/**
 * The content-security-policy violation reports of the product's pages (their
 * `report-uri`, tooling/serve/src/security-headers.ts): POST /csp-reports takes the
 * browser's report (`application/csp-report`, or the Reporting API's
 * `application/reports+json` list) and keeps what it says, always on, as the
 * lender's reporting service would be. `GET /__dev/csp-reports` lists them (a
 * development route): the Playwright suite fails on any. A reset forgets them.
 */
import * as v from 'valibot';
import { errors, type PathRoute } from '../../http/router.ts';

export const CSP_REPORTS_PATH = '/csp-reports';
export const DEV_CSP_REPORTS_PATH = '/__dev/csp-reports';
/** At most this many are kept (the oldest go first): a page in a loop cannot fill the memory. */
export const MAX_KEPT_REPORTS = 500;

export interface CspReport {
  documentUri: string;
  directive: string;
  blockedUri: string;
  sourceFile?: string;
  line?: number;
}

const text = v.optional(v.string(), '');
/** The `report-uri` form: `{"csp-report": {…}}`, kebab-case. */
const legacyReport = v.object({
  'csp-report': v.object({
    'document-uri': text,
    'effective-directive': v.optional(v.string()),
    'violated-directive': text,
    'blocked-uri': text,
    'source-file': v.optional(v.string()),
    'line-number': v.optional(v.number()),
  }),
});
/** The Reporting API's form: a list of `{type: "csp-violation", body: {…}}`, camelCase. */
const reportingApi = v.array(
  v.object({
    type: v.string(),
    body: v.object({
      documentURL: text,
      effectiveDirective: text,
      blockedURL: text,
      sourceFile: v.optional(v.string()),
      lineNumber: v.optional(v.number()),
    }),
  }),
);

/** What a report body says, in one shape; null when it is not a report. */
export function reportsIn(body: unknown): CspReport[] | null {
  const legacy = v.safeParse(legacyReport, body);
  if (legacy.success) {
    const report = legacy.output['csp-report'];
    return [
      {
        documentUri: report['document-uri'],
        directive: report['effective-directive'] ?? report['violated-directive'],
        blockedUri: report['blocked-uri'],
        ...(report['source-file'] ? { sourceFile: report['source-file'] } : {}),
        ...(report['line-number'] !== undefined ? { line: report['line-number'] } : {}),
      },
    ];
  }
  const listed = v.safeParse(reportingApi, body);
  if (!listed.success) return null;
  return listed.output
    .filter((entry) => entry.type === 'csp-violation')
    .map(({ body: report }) => ({
      documentUri: report.documentURL,
      directive: report.effectiveDirective,
      blockedUri: report.blockedURL,
      ...(report.sourceFile ? { sourceFile: report.sourceFile } : {}),
      ...(report.lineNumber !== undefined ? { line: report.lineNumber } : {}),
    }));
}

export interface CspReportBook {
  add(reports: readonly CspReport[]): void;
  all(): CspReport[];
  clear(): void;
}

export function createCspReportBook(): CspReportBook {
  let kept: CspReport[] = [];
  return {
    add(reports) {
      kept = [...kept, ...reports].slice(-MAX_KEPT_REPORTS);
    },
    all: () => [...kept],
    clear() {
      kept = [];
    },
  };
}

export function cspReportRoute(book: CspReportBook): PathRoute {
  return (request, url, body) => {
    if (url.pathname !== CSP_REPORTS_PATH) return null;
    if (request.method !== 'POST') return errors(405, `${request.method} is not allowed on ${url.pathname}`);
    const reports = reportsIn(body);
    if (!reports) return errors(400, 'The body is not a content security policy report.');
    book.add(reports);
    return { status: 204 };
  };
}

export function devCspReportRoute(book: CspReportBook): PathRoute {
  return (request, url) =>
    request.method === 'GET' && url.pathname === DEV_CSP_REPORTS_PATH ? { body: book.all() } : null;
}
