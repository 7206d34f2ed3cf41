/** @jest-environment node */
import { inlineJson } from './page-html.ts';

describe('inlineJson', () => {
  it('cannot close the script element it is written into', () => {
    expect(inlineJson({ apiBase: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(inlineJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });
});
