/**
 * The page's one toaster, mounted once by the shell (`<Toaster />`) and used by
 * every remote through `notify`. At most five toasts show at once; more wait their
 * turn. Each toast is already a `role="status"` element inside a polite live
 * region, so screen readers hear it once.
 */
import { createToaster, Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';

export const TOAST_MAX_VISIBLE = 5;

export const toaster = createToaster({ placement: 'top-end', max: TOAST_MAX_VISIBLE, pauseOnPageIdle: true });

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface Notice {
  kind: ToastKind;
  title: string;
  description?: string;
  /** Milliseconds; errors stay until dismissed. */
  duration?: number;
}

export function notify({ kind, title, description, duration }: Notice): string {
  return toaster.create({
    type: kind,
    title,
    description,
    duration: duration ?? (kind === 'error' ? Infinity : 6000),
    meta: { closable: true },
  });
}

export function Toaster() {
  return (
    <Portal>
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
