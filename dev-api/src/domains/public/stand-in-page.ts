/**
 * The look of the dev API's stand-in pages (the provenance conversion, the
 * investor-passport site): one small inline style, every value escaped by the caller.
 */
import { escapeHtml } from '../../outbox/outbox-page.ts';

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:2rem;color:#111;max-width:40rem}dt{font-weight:600;margin-top:.5rem}dd{margin:0}code{word-break:break-all}button{font:inherit;padding:.5rem 1.25rem;background:#1d4f91;color:#fff;border:0;border-radius:.25rem;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}.note{color:#444;font-size:.9rem}';

/** A plain, self-contained page: no script, no external style; `main` is HTML the caller escaped. */
export function standInPage(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>
`;
}
