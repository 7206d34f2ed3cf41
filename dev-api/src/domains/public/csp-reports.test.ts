/** @jest-environment node */
import {
  CSP_REPORTS_PATH,
  DEV_CSP_REPORTS_PATH,
  MAX_KEPT_REPORTS,
  createCspReportBook,
} from './csp-reports.ts';
import { json, withApi, type TestApi } from './test-api.ts';

const legacy = {
  'csp-report': {
    'document-uri': 'http://127.0.0.1:3000/auth/login',
    'violated-directive': 'style-src-elem',
    'effective-directive': 'style-src-elem',
    'blocked-uri': 'inline',
    'source-file': 'http://127.0.0.1:3000/main.js',
    'line-number': 3,
  },
};
const reportingApi = [
  {
    type: 'csp-violation',
    body: {
      documentURL: 'http://127.0.0.1:3001/auth/login',
      effectiveDirective: 'script-src-elem',
      blockedURL: 'https://evil.example/x.js',
    },
  },
  { type: 'deprecation', body: { documentURL: 'x', effectiveDirective: '', blockedURL: '' } },
];

const post = (api: TestApi, body: unknown, type: string) =>
  api.fetch(CSP_REPORTS_PATH, {
    method: 'POST',
    headers: { 'content-type': type },
    body: JSON.stringify(body),
  });

describe('the content security policy reports', () => {
  it('keeps what each browser form of report says, and lists it for the tests', async () => {
    await withApi(async (api) => {
      expect((await post(api, legacy, 'application/csp-report')).status).toBe(204);
      expect((await post(api, reportingApi, 'application/reports+json')).status).toBe(204);
      expect(json(await api.fetch(DEV_CSP_REPORTS_PATH))).toEqual([
        {
          documentUri: 'http://127.0.0.1:3000/auth/login',
          directive: 'style-src-elem',
          blockedUri: 'inline',
          sourceFile: 'http://127.0.0.1:3000/main.js',
          line: 3,
        },
        {
          documentUri: 'http://127.0.0.1:3001/auth/login',
          directive: 'script-src-elem',
          blockedUri: 'https://evil.example/x.js',
        },
      ]);
      await api.postJson('/__dev/reset');
      expect(json(await api.fetch(DEV_CSP_REPORTS_PATH))).toEqual([]);
    });
  });

  it('refuses what is not a report, and a report sent to an API endpoint', async () => {
    await withApi(async (api) => {
      expect((await post(api, { hello: 'world' }, 'application/csp-report')).status).toBe(400);
      expect((await api.fetch(CSP_REPORTS_PATH)).status).toBe(405);
      const toTheApi = await post(api, { email: 'x@example.com' }, 'application/csp-report');
      expect(toTheApi.status).toBe(400);
      const call = await api.fetch('/identity/api/v1/token/send', {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report' },
        body: JSON.stringify({ email: 'someone@example.com' }),
      });
      expect(call.status).toBe(415);
    });
  });

  it('keeps the latest reports only', () => {
    const book = createCspReportBook();
    const report = (n: number) => ({ documentUri: `/${n}`, directive: 'script-src', blockedUri: 'inline' });
    book.add(Array.from({ length: MAX_KEPT_REPORTS + 5 }, (_, n) => report(n)));
    expect(book.all()).toHaveLength(MAX_KEPT_REPORTS);
    expect(book.all()[0]).toEqual(report(5));
  });
});
