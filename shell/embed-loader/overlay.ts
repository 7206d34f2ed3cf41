/**
 * The overlay's DOM: a native modal `<dialog>` (the top layer, the rest of the partner's page
 * inert, the browser's own focus handling) over the whole window, dimming it, holding our frame:
 * on a screen 600 px wide or more a centred panel with the partner's page visible around it, on a
 * narrower one the whole screen (`followLayout`). Styled only through the CSSOM
 * (`element.style`): a partner's content security policy may forbid `<style>` elements and
 * `style` attributes, never this; so the layout follows `matchMedia`, not a media query in CSS.
 */
export const TEXTS = {
  /** The modal dialog's accessible name. */
  dialog: 'Sign in',
  frame: 'Sign in with the lender',
  unavailable: 'Sign-in could not be opened on this site.',
  close: 'Close',
} as const;

type Styles = Partial<CSSStyleDeclaration>;

const styled = <E extends HTMLElement>(element: E, styles: Styles): E => {
  Object.assign(element.style, styles);
  return element;
};

/** Whole-window, borderless: the partner's own rules for `dialog` or `iframe` lose to these. */
const FULL: Styles = {
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
  border: 'none',
  margin: '0',
  padding: '0',
};

/** Screens this wide or wider show the frame as a panel (the wallet's phone view is under 600 px). */
export const PANEL_QUERY = '(min-width: 600px)';

/**
 * The panel: centred, `min(640px, 100vw - 32px)` wide but never under 600 px (a frame narrower than
 * that shows the wallet's phone view: its small QR code and "Open in wallet"; between 600 and 632 px
 * the margins shrink instead), `min(760px, 100vh - 32px)` tall; the frame's page scrolls inside it.
 * In `%` of the dialog, which is the window less the page's scrollbar, where `vw` would count it.
 */
const PANEL: Styles = {
  position: 'absolute',
  inset: '0',
  margin: 'auto',
  width: 'max(600px, min(640px, 100% - 32px))',
  height: 'min(760px, 100% - 32px)',
  borderRadius: '12px',
  boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
  // A panel while its page loads, not a hole in the dimmed page.
  background: '#fff',
};
const WHOLE: Styles = {
  ...FULL,
  position: 'static',
  inset: 'auto',
  borderRadius: '0',
  boxShadow: 'none',
  background: 'transparent',
};

/** Lays the frame out for the screen's width now and at each change (a rotation, a resize); returns the stop. */
export function followLayout(view: Window, frame: HTMLIFrameElement): () => void {
  const wide = view.matchMedia?.(PANEL_QUERY);
  const apply = () => void styled(frame, wide?.matches ? PANEL : WHOLE);
  apply();
  wide?.addEventListener('change', apply);
  return () => wide?.removeEventListener('change', apply);
}

export interface Overlay {
  dialog: HTMLDialogElement;
  frame: HTMLIFrameElement;
}

export function createOverlay(doc: Document, src: string): Overlay {
  // `::backdrop` cannot be styled from script: the dialog itself, whole-window, is the backdrop.
  const dialog = styled(doc.createElement('dialog'), { ...FULL, background: 'rgba(0, 0, 0, 0.5)' });
  dialog.setAttribute('aria-label', TEXTS.dialog);
  // `display: block` leaves no gap under an inline frame for the dialog to scroll.
  const frame = styled(doc.createElement('iframe'), { ...FULL, display: 'block' });
  frame.title = TEXTS.frame;
  // The wallet modal's "Copy link to QR" writes the pairing link; nothing else is delegated.
  frame.setAttribute('allow', 'clipboard-write');
  frame.src = src;
  dialog.append(frame);
  return { dialog, frame };
}

/** Replaces the frame by the message and its Close button, which it returns (to focus and to listen to). */
export function showUnavailable(doc: Document, { dialog, frame }: Overlay): HTMLButtonElement {
  frame.remove();
  const text = doc.createElement('p');
  text.textContent = TEXTS.unavailable;
  styled(text, { margin: '0 0 16px' });
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = TEXTS.close;
  styled(button, { font: 'inherit', padding: '8px 16px', cursor: 'pointer' });
  // Fixed sizes in px, not rem: the partner's root font size is not ours to depend on.
  const panel = styled(doc.createElement('div'), {
    maxWidth: '360px',
    margin: '20vh auto 0',
    padding: '24px',
    borderRadius: '8px',
    background: '#fff',
    color: '#1a1a1a',
    font: '16px/1.5 system-ui, sans-serif',
  });
  panel.append(text, button);
  dialog.append(panel);
  return button;
}
