/**
 * Whether the page is still shown: a call that ends after the visitor left must not
 * move them, or change a page they no longer see.
 */
import { useEffect, useRef, type RefObject } from 'react';

export function useStillHere(): RefObject<boolean> {
  const here = useRef(true);
  useEffect(() => {
    here.current = true;
    return () => {
      here.current = false;
    };
  }, []);
  return here;
}
