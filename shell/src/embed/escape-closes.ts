/**
 * Escape in the frame closes the embed, unless something in the frame takes it first: an open
 * dialog (the two-step and passcode dialogs, the wallet modal are native `<dialog>`s, which
 * close themselves on Escape) or a handler that prevented it. Escape pressed while the focus is
 * in the partner's page reaches the loader's own dialog instead.
 */
export function escapeClosesEmbed(
  event: Pick<KeyboardEvent, 'key' | 'defaultPrevented'>,
  doc: Document,
): boolean {
  return event.key === 'Escape' && !event.defaultPrevented && doc.querySelector('dialog[open]') === null;
}
