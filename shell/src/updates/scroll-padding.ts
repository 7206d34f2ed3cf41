/**
 * A bar stuck to the bottom of the window would hide a control that takes the focus there
 * (WCAG 2.2, 2.4.11 Focus Not Obscured). While `active`, the document's bottom scroll padding
 * is the bar's height, so the browser scrolls a focused control into view above the bar; its
 * height is measured again when it changes (it wraps on a narrow window). The value it replaced
 * is put back when the bar hides or unmounts.
 */
import { useLayoutEffect, type RefObject } from 'react';

export function useScrollPaddingBelow(bar: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!active || !element) return;
    const root = document.documentElement.style;
    const before = root.scrollPaddingBottom;
    const measure = () => {
      root.scrollPaddingBottom = `${element.offsetHeight}px`;
    };
    measure();
    // Not in every environment (jsdom has none): the first measure stands then.
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resize?.observe(element);
    return () => {
      resize?.disconnect();
      root.scrollPaddingBottom = before;
    };
  }, [bar, active]);
}
