/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the rest of
 * the page inert, moves focus into the dialog and closes on Escape, so keyboard and
 * screen-reader users get a real modal without a focus-trap library on the login
 * page's first load. Focus returns to what had it when the dialog closes.
 *
 * What had it: the focused element when the dialog opened, or, when that was the page
 * itself, the element that last took the focus. A submit button is disabled while its
 * call runs, which drops the focus to the page, and that call is often what opens the
 * dialog (the login's 2-step dialog): without this the focus would land on nothing.
 */
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { enterTopLayer } from './top-layer.ts';
import { Box, Button, chakra, Heading } from './chakra.ts';

export interface ModalDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** Escape and the close button call it; without it the dialog cannot be dismissed. */
  onClose?: () => void;
  closeLabel?: string;
}

let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined')
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = event.target;
    },
    true,
  );

/** The element to give the focus back to when a dialog opened now closes. */
function focusOwner(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused;
}

/** How far below the top of the screen a dialog sits. */
const DIALOG_TOP = 'min(8vh, 4rem)';

export function ModalDialog({ open, title, children, onClose, closeLabel = 'Close' }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Layout effect: the dialog is shown before children's effects try to focus a field.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = focusOwner();
      dialog.showModal();
      const leaveTopLayer = enterTopLayer(dialog);
      return () => {
        leaveTopLayer();
        if (dialog.open) dialog.close();
        if (opener?.isConnected) opener.focus();
      };
    }
    return undefined;
  }, [open]);
  if (!open) return null;
  return (
    <chakra.dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
      // Centred across, and held at a fixed distance from the top: a dialog centred
      // vertically moves as its content grows (a list arriving, a step changing), which
      // is a layout shift; held at the top, only what is below the change moves.
      position="fixed"
      inset="0"
      marginInline="auto"
      marginBlockStart={DIALOG_TOP}
      marginBlockEnd="auto"
      height="fit-content"
      maxHeight={`calc(100dvh - ${DIALOG_TOP} - 1rem)`}
      overflowY="auto"
      bg="bg"
      color="fg"
      borderRadius="l3"
      boxShadow="lg"
      p="6"
      width="min(28rem, calc(100vw - 2rem))"
      css={{ '&::backdrop': { background: 'rgba(0, 0, 0, 0.5)' } }}
    >
      <Box display="flex" justifyContent="space-between" alignItems="start" gap="4" mb="4">
        <Heading as="h2" size="lg" id={titleId}>
          {title}
        </Heading>
        {onClose ? (
          <Button variant="ghost" size="sm" onClick={onClose}>
            {closeLabel}
          </Button>
        ) : null}
      </Box>
      {children}
    </chakra.dialog>
  );
}
