/** @jest-environment node */
import { robotsHeadersFor } from './robots.ts';

describe('robotsHeadersFor', () => {
  it.each(['/diagnostics', '/diagnostics/', '/Diagnostics', '/diagnostic%73'])(
    'keeps %s out of search engines',
    (path) => {
      expect(robotsHeadersFor(path)).toEqual({ 'x-robots-tag': 'noindex' });
    },
  );

  it.each(['/', '/auth/login', '/terms/', '/diagnostics/more', '/diagnosticsx', '/%E0%A4%A'])(
    'leaves %s indexable',
    (path) => {
      expect(robotsHeadersFor(path)).toEqual({});
    },
  );
});
