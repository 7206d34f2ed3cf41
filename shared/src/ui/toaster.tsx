/**
 * The page's one toaster, loaded by ./notify.tsx on the first toast. At most five
 * toasts show at once; more wait their turn. Each toast is a `role="status"`
 * element inside a polite live region, so screen readers hear it once.
 */
import { createToaster, Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { TOAST_MAX_VISIBLE, type Notice } from './notify.tsx';
import { useTopLayer } from './top-layer.ts';

export const toaster = createToaster({ placement: 'top-end', max: TOAST_MAX_VISIBLE, pauseOnPageIdle: true });

export function createToast({ kind, title, description, duration }: Notice): string {
  return toaster.create({
    type: kind,
    title,
    description,
    duration: duration ?? (kind === 'error' ? Infinity : 6000),
    meta: { closable: true },
  });
}

export function Toaster() {
  const topLayer = useTopLayer();
  return (
    <Portal container={topLayer ? { current: topLayer } : undefined}>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.meta?.closable ? <Toast.CloseTrigger aria-label="Dismiss notification" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
