/**
 * Where page-wide announcements render. A modal `<dialog>` makes everything outside
 * it inert and puts it under its backdrop, so while one is open the toaster and the
 * live region render inside it (the browser's top layer), where they can be seen,
 * dismissed and heard. ModalDialog registers itself while open; nested dialogs stack.
 */
import { useSyncExternalStore } from 'react';

const stack: HTMLElement[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function enterTopLayer(element: HTMLElement): () => void {
  stack.push(element);
  emit();
  return () => {
    const index = stack.lastIndexOf(element);
    if (index >= 0) stack.splice(index, 1);
    emit();
  };
}

const current = () => stack[stack.length - 1] ?? null;

/** The open modal dialog announcements belong in, or null for the page itself. */
export function useTopLayer(): HTMLElement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => null,
  );
}
