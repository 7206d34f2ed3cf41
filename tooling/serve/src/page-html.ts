/**
 * What a page server adds to a built page's HTML: inline JSON that no value can break out
 * of, the runtime configuration's element, and markup at the end of `<head>`.
 */
import { RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from '@lender/shared/contracts';

/** Inline JSON for a <script> element: `<` is escaped so no value can close the tag. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The element the page reads with `readRuntimeConfigFromDocument`. */
export function renderRuntimeConfigScript(config: RuntimeConfig): string {
  return `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${inlineJson(config)}</script>`;
}

/** Adds markup at the end of a page's <head>. */
export function appendToHead(html: string, markup: string): string {
  return html.replace('</head>', `${markup}</head>`);
}
