/**
 * A login dialog: its frame and title, open from the moment the dialog is asked for,
 * and its body, loaded then. One frame for the whole life of the dialog, so the
 * modal opens once (focus moves in once, a screen reader announces it once) while
 * the body goes from loading to loaded, or to a failure with Retry; the page behind
 * it, and what the user typed there, stay.
 */
import { LazySlot, ModalDialog, type LazyPart } from '@lender/shared';

export const DIALOG_LOADING_LABEL = 'Loading…';
export const DIALOG_LOAD_FAILED_MESSAGE = 'Something went wrong loading this window. Please try again.';

export interface DialogSlotProps<P extends object> {
  part: LazyPart<P>;
  props: P;
  title: string;
  onClose: () => void;
}

export function DialogSlot<P extends object>({ part, props, title, onClose }: DialogSlotProps<P>) {
  return (
    <ModalDialog open title={title} onClose={onClose}>
      <LazySlot
        part={part}
        props={props}
        loadingLabel={DIALOG_LOADING_LABEL}
        failedMessage={DIALOG_LOAD_FAILED_MESSAGE}
      />
    </ModalDialog>
  );
}
