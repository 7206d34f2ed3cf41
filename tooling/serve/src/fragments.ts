/**
 * Server-made first screens ("fragments", docs/performance.md, "Server-made HTML"): what a
 * remote's build prerenders for each route a signed-out visitor opens, each brand and each
 * audience, and what the shell's server inserts into the page before any script runs. The
 * format is the contract between a remote's version folder and the shell's server, which are
 * deployed apart: the build writes it (tooling/build/src/plugins/prerender.ts), the server reads
 * it (../../../shell/server/server-screens.ts) and trusts nothing in it it has not checked.
 *
 * A version folder holds, flat (the nginx template serves nothing deeper):
 * - `fragments.json`, the index: the build's version and one entry per fragment;
 * - `fragment.<route>.<brand>.<audience>.json`, one fragment each.
 */
export const FRAGMENT_INDEX_FILE = 'fragments.json';
/** Bumped when the shape changes: a server reads only the format it knows (another gives today's page). */
export const FRAGMENT_FORMAT = 1;

export const AUDIENCES = ['customer', 'agent'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** One of Emotion's style elements: `<style data-emotion="<key> <names…>">css</style>`. */
export interface FragmentStyle {
  /** `css` (the rules of class names) or `css-global` (one global block per element). */
  key: string;
  names: string[];
  css: string;
}

/** A form control of the screen, in document order (what the take-over carries to the live screen). */
export interface FragmentField {
  /** The control's `name`, or '' when it has none (the passcode checkbox). */
  name: string;
  /** `email`, `password`, `checkbox`, … (`text` when not given). */
  type: string;
}

export interface Fragment {
  format: number;
  route: string;
  brand: string;
  audience: Audience;
  /** The screen's markup, checked by `fragmentProblems`. */
  html: string;
  styles: FragmentStyle[];
  fields: FragmentField[];
}

export interface FragmentIndexEntry {
  route: string;
  brand: string;
  audience: Audience;
  file: string;
}

export interface FragmentIndex {
  format: number;
  /** The build's version, as in its manifest's `metaData.buildInfo.buildVersion`. */
  buildVersion: string;
  fragments: FragmentIndexEntry[];
}

/** `/account/heloc/heloc-signer/login` → `account-heloc-heloc-signer-login`. */
export function routeSlug(route: string): string {
  return route.replace(/^\/+|\/+$/g, '').replace(/[^A-Za-z0-9]+/g, '-');
}

export function fragmentFileName(route: string, brand: string, audience: Audience): string {
  return `fragment.${routeSlug(route)}.${brand}.${audience}.json`;
}

const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

/**
 * Emotion's server rendering writes each new rule as a `<style data-emotion="css <name>">`
 * element in the markup, before the element that uses it. The page wants them in its head with
 * its nonce: this takes them out, keeping their order, the global blocks one per element (Emotion's
 * `Global` adopts an element by its exact `data-emotion`) and the class rules in one element.
 */
export function splitEmotionStyles(rendered: string): { html: string; styles: FragmentStyle[] } {
  const globals: FragmentStyle[] = [];
  const rules: FragmentStyle = { key: 'css', names: [], css: '' };
  const html = rendered.replace(EMOTION_STYLE, (_whole, attribute: string, css: string) => {
    const [key = '', ...names] = attribute.split(' ').filter(Boolean);
    if (key === 'css') {
      rules.names.push(...names);
      rules.css += css;
    } else globals.push({ key, names, css });
    return '';
  });
  return { html, styles: rules.names.length > 0 ? [...globals, rules] : globals };
}

const CONTROL = /<(input|select|textarea)\b([^>]*)>/gi;
const attributeOf = (attributes: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attributes)?.[1];

/** The form controls of a fragment's markup, in document order. */
export function fragmentFields(html: string): FragmentField[] {
  return [...html.matchAll(CONTROL)].map(([, tag = '', attributes = '']) => ({
    name: attributeOf(attributes, 'name') ?? '',
    type:
      tag.toLowerCase() === 'input'
        ? (attributeOf(attributes, 'type') ?? 'text').toLowerCase()
        : tag.toLowerCase(),
  }));
}

/**
 * What makes markup unfit for a page whose policy allows no inline script and no inline style
 * without the nonce: a script element, an inline event handler, a `javascript:` address, a
 * `style` attribute (the policy's `style-src` has a nonce, so the browser refuses one in server
 * HTML, while the live screen sets styles through the CSSOM), and CSS that could close its element.
 * Empty when it is fit.
 */
export function fragmentProblems(fragment: Pick<Fragment, 'html' | 'styles'>): string[] {
  const problems: string[] = [];
  const { html } = fragment;
  if (/<script/i.test(html)) problems.push('a <script> element');
  const handler = /\son[a-z]+\s*=/i.exec(html);
  if (handler) problems.push(`an inline event handler (${handler[0].trim()})`);
  if (/javascript:/i.test(html)) problems.push('a javascript: address');
  if (/\sstyle\s*=/i.test(html)) problems.push('a style attribute');
  if (/<style/i.test(html)) problems.push('a <style> element left in the markup');
  for (const style of fragment.styles)
    if (/<\/?style|<!--/i.test(style.css)) problems.push(`CSS that could close its element (${style.key})`);
  return problems;
}

const NAME = /^[A-Za-z0-9_-]{1,64}$/;
const VERSION = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const ROUTE = /^\/[A-Za-z0-9/_-]*$/;
const FILE = /^fragment\.[A-Za-z0-9._-]+\.json$/;
const CLASS_NAME = /^[A-Za-z0-9_-]+$/;
const MAX_HTML = 256 * 1024;
const MAX_CSS = 512 * 1024;

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null;
const isText = (value: unknown, pattern: RegExp): value is string =>
  typeof value === 'string' && pattern.test(value);
const isAudience = (value: unknown): value is Audience => AUDIENCES.includes(value as Audience);

/** A fragment index read from a version folder, or null when it is not one this server reads. */
export function parseFragmentIndex(json: unknown): FragmentIndex | null {
  if (!isObject(json) || json.format !== FRAGMENT_FORMAT || !isText(json.buildVersion, VERSION)) return null;
  if (!Array.isArray(json.fragments)) return null;
  const fragments: FragmentIndexEntry[] = [];
  for (const entry of json.fragments as unknown[]) {
    if (!isObject(entry)) return null;
    const { route, brand, audience, file } = entry;
    if (!isText(route, ROUTE) || !isText(brand, NAME) || !isAudience(audience) || !isText(file, FILE))
      return null;
    fragments.push({ route, brand, audience, file });
  }
  return { format: FRAGMENT_FORMAT, buildVersion: json.buildVersion, fragments };
}

function parseStyle(json: unknown): FragmentStyle | null {
  if (!isObject(json) || (json.key !== 'css' && json.key !== 'css-global')) return null;
  const { names, css } = json;
  if (!Array.isArray(names) || !names.every((name) => isText(name, CLASS_NAME))) return null;
  if (typeof css !== 'string' || css.length > MAX_CSS) return null;
  return { key: json.key, names: names, css };
}

/** A list of rules as a build wrote it, or null when any of them is not one. */
function parseStyles(json: unknown): FragmentStyle[] | null {
  if (!Array.isArray(json)) return null;
  const styles = (json as unknown[]).map(parseStyle);
  return styles.every((style) => style !== null) ? styles : null;
}

/** A fragment read from a version folder, or null when it is malformed or unfit (`fragmentProblems`). */
export function parseFragment(json: unknown): Fragment | null {
  if (!isObject(json) || json.format !== FRAGMENT_FORMAT) return null;
  const { route, brand, audience, html } = json;
  if (!isText(route, ROUTE) || !isText(brand, NAME) || !isAudience(audience)) return null;
  if (typeof html !== 'string' || html.length > MAX_HTML) return null;
  const styles = parseStyles(json.styles);
  if (!styles || !Array.isArray(json.fields)) return null;
  const fields: FragmentField[] = [];
  for (const field of json.fields as unknown[]) {
    if (!isObject(field) || typeof field.name !== 'string' || typeof field.type !== 'string') return null;
    fields.push({ name: field.name, type: field.type });
  }
  const fragment: Fragment = {
    format: FRAGMENT_FORMAT,
    route,
    brand,
    audience,
    html,
    styles,
    fields,
  };
  return fragmentProblems(fragment).length === 0 ? fragment : null;
}

/**
 * The shell's chrome around a server-made screen (skip link, header, banners, the main landmark,
 * footer), prerendered by the shell's build per brand and audience into `server-chrome.json`
 * beside its pages, with marked slots its server fills with escaped values; no React runs when a
 * page is answered.
 */
export const CHROME_FILE = 'server-chrome.json';
/** Where the screen goes: the main landmark's only child. */
export const SCREEN_SLOT = '<div data-server-slot="screen"></div>';
/**
 * The query a screen is rendered with: a link that keeps the page's query ("Register here") is
 * rendered with this one, which the server replaces with the page's own, escaped (or removes).
 */
export const QUERY_SLOT = '?server-query-slot=1';
/** The logos' base the chrome is rendered with; the server writes the configured one in its place. */
export const LOGO_BASE_SLOT = 'https://server-slot.invalid/logos/';
/** The footer's year the chrome is rendered with; the server writes the year of the answer. */
export const YEAR_SLOT = 9999;

/** The message of the sample banners the chrome is rendered with. */
export const BANNER_MESSAGE_SLOT = 'server-slot-banner-message';
/** Where the banners' section goes (nothing when there are none). */
export const BANNERS_SLOT = '<div data-server-slot="banners"></div>';

/** The banners' section as the layout renders it, around one item of each kind. */
export interface BannerTemplates {
  open: string;
  close: string;
  /** Each with `BANNER_MESSAGE_SLOT` where the escaped message goes. */
  info: string;
  warn: string;
}

export interface ChromeTemplate {
  brand: string;
  audience: Audience;
  /** With `SCREEN_SLOT` once and `BANNERS_SLOT` once. */
  html: string;
  banners: BannerTemplates;
  styles: FragmentStyle[];
}

const BANNER_SECTION = /<section aria-label="Announcements"[\s\S]*?<\/section>/;
const BANNER_ITEM = /<li\b[^>]*data-variant="(info|warn)"[\s\S]*?<\/li>/g;

/**
 * The chrome rendered with one sample banner of each kind, split into the page without them and
 * the section's pieces; throws when the markup is not what the layout renders (a build error).
 */
export function bannerTemplates(html: string): { html: string; banners: BannerTemplates } {
  const section = BANNER_SECTION.exec(html)?.[0];
  const items = section ? [...section.matchAll(BANNER_ITEM)] : [];
  const info = items.find((item) => item[1] === 'info');
  const warn = items.find((item) => item[1] === 'warn');
  if (!section || !info || !warn || items.length !== 2 || info.index > warn.index)
    throw new Error('the chrome has no announcements section with one info and one warn banner');
  if (![info[0], warn[0]].every((item) => item.split(BANNER_MESSAGE_SLOT).length === 2))
    throw new Error("a sample banner's message is not in its item once");
  return {
    html: html.replace(section, BANNERS_SLOT),
    banners: {
      open: section.slice(0, info.index),
      close: section.slice(warn.index + warn[0].length),
      info: info[0],
      warn: warn[0],
    },
  };
}

/** A partner's frame around the embed's login (docs/embed.md): the close control and the main landmark. */
export interface EmbedChromeTemplate {
  brand: string;
  /** With `SCREEN_SLOT` once. */
  html: string;
  styles: FragmentStyle[];
}

export interface ServerChrome {
  format: number;
  templates: ChromeTemplate[];
  /** The frame per brand; none in a chrome written before the embed had one (no embed fragment then). */
  embeds: EmbedChromeTemplate[];
}

function parseEmbedChrome(json: unknown): EmbedChromeTemplate | null {
  if (!isObject(json)) return null;
  const { brand, html } = json;
  if (!isText(brand, NAME) || typeof html !== 'string' || html.split(SCREEN_SLOT).length !== 2) return null;
  const styles = parseStyles(json.styles);
  if (!styles) return null;
  const made = { brand, html, styles };
  return fragmentProblems(made).length === 0 ? made : null;
}

/** The shell's chrome as its build wrote it, or null when it is not one this server reads. */
export function parseServerChrome(json: unknown): ServerChrome | null {
  if (!isObject(json) || json.format !== FRAGMENT_FORMAT || !Array.isArray(json.templates)) return null;
  const templates: ChromeTemplate[] = [];
  for (const template of json.templates as unknown[]) {
    if (!isObject(template)) return null;
    const { brand, audience, html } = template;
    if (!isText(brand, NAME) || !isAudience(audience) || typeof html !== 'string') return null;
    if (html.split(SCREEN_SLOT).length !== 2 || html.split(BANNERS_SLOT).length !== 2) return null;
    if (!isObject(template.banners)) return null;
    const { open, close, info, warn } = template.banners;
    if (![open, close, info, warn].every((part) => typeof part === 'string')) return null;
    const banners = { open, close, info, warn } as BannerTemplates;
    if (![banners.info, banners.warn].every((item) => item.split(BANNER_MESSAGE_SLOT).length === 2))
      return null;
    const styles = parseStyles(template.styles);
    if (!styles) return null;
    const made: ChromeTemplate = { brand, audience, html, banners, styles };
    const markup = [html, open, close, info, warn].join('');
    if (fragmentProblems({ html: markup, styles: made.styles }).length > 0) return null;
    templates.push(made);
  }
  const embeds: EmbedChromeTemplate[] = [];
  if (json.embeds !== undefined && !Array.isArray(json.embeds)) return null;
  for (const template of (json.embeds ?? []) as unknown[]) {
    const made = parseEmbedChrome(template);
    if (!made) return null;
    embeds.push(made);
  }
  return { format: FRAGMENT_FORMAT, templates, embeds };
}
