/**
 * The snippet the README gives partners is the one the demo partner page uses, and the page links
 * the loader where the shell serves it: the three cannot drift apart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@lender/serve/workspace';
import { EMBED_LOADER_PATH } from '../../shell/src/embed/protocol.ts';
import { LOADER_PATH, partnerPageHtml } from './partner-page.ts';

const README = readFileSync(join(repoRoot, 'README.md'), 'utf8');
const PLACEHOLDER = "https://<the lender's shell>";
const SHELL = 'https://signin.lender.example';

/** The README's "Partner sites" section, up to the next heading. */
function partnerSection(): string {
  const start = README.indexOf('\n## Partner sites\n');
  expect(start).toBeGreaterThan(-1);
  const end = README.indexOf('\n## ', start + 1);
  return README.slice(start, end === -1 ? undefined : end);
}

describe("the README's partner snippet", () => {
  it('is in the demo partner page, with the shell origin in place of the placeholder', () => {
    const tags = partnerSection().match(/^<script src="[^"]*"><\/script>$/gm) ?? [];
    expect(tags).toHaveLength(1);
    expect(tags[0]).toContain(PLACEHOLDER);
    const page = partnerPageHtml({ shellOrigin: SHELL, publicOrigin: 'http://p.test', label: 'apollo' });
    expect(page).toContain(`\n${tags[0]!.replace(PLACEHOLDER, SHELL)}\n`);
  });

  it("names the loader's address the shell serves", () => {
    expect(LOADER_PATH).toBe(EMBED_LOADER_PATH);
  });

  it('points to docs/embed.md', () => {
    expect(partnerSection()).toContain('(docs/embed.md)');
  });

  it('leaves the README under 14,000 bytes', () => {
    expect(Buffer.byteLength(README)).toBeLessThan(14_000);
  });
});
