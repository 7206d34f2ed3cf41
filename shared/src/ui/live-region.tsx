/**
 * A screen-reader announcer for status changes that are not toasts (a code was
 * sent, a step changed). The message is cleared after 300 ms so the same words
 * can be announced again the next time they happen.
 */
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTopLayer } from './top-layer.ts';

export const LIVE_REGION_CLEAR_MS = 300;

let message = '';
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function announce(text: string): void {
  clearTimeout(timer);
  message = text;
  emit();
  timer = setTimeout(() => {
    message = '';
    emit();
  }, LIVE_REGION_CLEAR_MS);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Mounted once by the shell, next to the toaster. */
export function LiveRegion() {
  const text = useSyncExternalStore(
    subscribe,
    () => message,
    () => '',
  );
  const topLayer = useTopLayer();
  const region = (
    <div aria-live="polite" aria-atomic="true" data-testid="live-region" style={visuallyHidden}>
      {text}
    </div>
  );
  // Inside an open modal dialog, or the rest of the page is inert and unheard.
  return topLayer ? createPortal(region, topLayer) : region;
}
