/**
 * The one inline script of a server-made page (docs/performance.md, "Server-made HTML", the
 * spike's decision 2 and 3): the page's start-up scripts wait for the person's first action, and
 * their preloads for the load event's first idle moment, so neither holds the first paint (real
 * or simulated). Until then the server's form takes typing natively; the live page takes it over
 * (shell/src/startup/take-over.ts).
 *
 * - The first `pointerdown`, `keydown`, `focusin` or `touchstart` anywhere starts the scripts, in
 *   their order (as `defer` ran them).
 * - A form sent meanwhile is held: never posted (the live form sends it once it is in place),
 *   its form marked `data-held`, its button busy. With JavaScript off nothing of this runs and
 *   the form posts to the page (shell/server/early-submit.ts).
 * - A button pressed meanwhile (one that sends no form: the footer's privacy options, a wallet
 *   choice) is marked `data-held-click`, the last one only; the live page presses it once in place.
 *   It is marked at its `pointerdown` already (a submit button too): when the take-over comes
 *   between the press and the release, the browser sends no click (the pressed element is gone),
 *   and the live page's press is the only one. A form the server's click did send is held as
 *   below, and that wins over the mark.
 * - With `holdLinks` (a partner's frame) a link of the screen followed meanwhile is held the same
 *   way, its navigation prevented: the frame's router shows the login's "Register here" as its own
 *   step, while the browser would leave the embed's pages for one no partner may frame. Marked at
 *   its click only (a touch that starts a scroll on it sends a `pointerdown` but no click); a click
 *   with a modifier key (a new tab or window) is the browser's, as always. A held link that leaves
 *   the frame (a new tab) is followed within the click's user activation, which the live page's
 *   take-over comes well within.
 * - The scripts start at once when the page cannot wait for the person: the query carries a
 *   `state` (a return the start-up sends on at once), a session token is stored (a signed-in
 *   visitor whom the live page sends on), or the tab's session storage holds anything (a reload
 *   or a return in a tab the product used: an email draft, a wallet step to come back to). A
 *   first visit's tab has nothing stored, and waits.
 * - Once the page has loaded and the browser is idle, the start-up chunks are preloaded, so a
 *   person who reads first finds them downloaded.
 *
 * Plain ES2017 in a string (it runs before any bundle, inline, under the page's nonce): the
 * values are JSON, and `<` is escaped so no value can close the element.
 */

/** The events that count as the person's first action. */
export const FIRST_ACTION_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/** The mark a held form carries until the live form sends it. */
export const HELD_ATTRIBUTE = 'data-held';
/** The mark of the last button pressed before the take-over, pressed again by the live page. */
export const HELD_CLICK_ATTRIBUTE = 'data-held-click';
/** Where the session's token is kept (`@lender/shared`'s `SESSION_KEYS.jwt`; a test holds them equal). */
export const TOKEN_STORAGE_KEY = 'jwt';

const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface StarterOptions {
  /** Start the scripts at once (the server saw a query the start-up acts on). */
  atOnce?: boolean;
  /** Hold a link followed before the take-over too, as a button (a partner's frame). */
  holdLinks?: boolean;
}

export function starterScript(
  scripts: readonly string[],
  preloads: readonly string[],
  { atOnce = false, holdLinks = false }: StarterOptions = {},
): string {
  return `(function(){
var scripts=${json(scripts)},preloads=${json(preloads)},events=${json(FIRST_ACTION_EVENTS)},started=false;
function start(){if(started)return;started=true;
events.forEach(function(t){removeEventListener(t,start,true)});
scripts.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.head.appendChild(s)})}
events.forEach(function(t){addEventListener(t,start,{capture:true,passive:true})});
addEventListener('submit',function(e){var form=e.target;if(!(form instanceof HTMLFormElement)||!form.closest('#server-screen'))return;
e.preventDefault();start();if(document.querySelector('form[${HELD_ATTRIBUTE}]'))return;form.setAttribute('${HELD_ATTRIBUTE}','');
var b=e.submitter||form.querySelector('[type=submit]');if(b){b.setAttribute('aria-busy','true');b.setAttribute('aria-disabled','true')}},true);
function press(e){var b=e.target instanceof Element?e.target.closest(${json(holdLinks ? 'button,a[href]' : 'button')}):null;
if(!b||!b.closest('#server-screen')||(e.type==='click'&&b.type==='submit'&&b.form))return;
if(b.tagName==='A'){if(e.type!=='click'||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;e.preventDefault()}
start();
var was=document.querySelector('[${HELD_CLICK_ATTRIBUTE}]');if(was)was.removeAttribute('${HELD_CLICK_ATTRIBUTE}');b.setAttribute('${HELD_CLICK_ATTRIBUTE}','')}
addEventListener('click',press,true);addEventListener('pointerdown',press,true);
var used=false;try{used=!!localStorage.getItem(${json(TOKEN_STORAGE_KEY)})||sessionStorage.length>0}catch(e){}
if(${atOnce ? 'true' : 'false'}||used)start();
function preload(){preloads.forEach(function(href){var l=document.createElement('link');l.rel='preload';l.setAttribute('as','script');l.href=href;document.head.appendChild(l)})}
function idle(){(window.requestIdleCallback||function(f){setTimeout(f,1)})(preload)}
if(document.readyState==='complete')idle();else addEventListener('load',idle,{once:true});
})();`;
}
