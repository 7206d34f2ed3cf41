/**
 * Where the login page's dialogs load. A dialog's code arrives when it opens; until
 * then its frame shows with its title and a loading status. When the code cannot
 * be loaded (a dropped connection, a redeploy), the frame says so with Retry,
 * inside the dialog: the page behind it, and what the user typed there, stay.
 */
import { LazySlot, ModalDialog, type LazyPart } from '@lender/shared';

export const DIALOG_LOADING_LABEL = 'Loading…';
export const DIALOG_LOAD_FAILED_MESSAGE =
  "This window couldn't be loaded. Check your connection and try again.";

export interface DialogSlotProps<P extends object> {
  part: LazyPart<P>;
  props: P;
  title: string;
  onClose: () => void;
}

export function DialogSlot<P extends object>({ part, props, title, onClose }: DialogSlotProps<P>) {
  return (
    <LazySlot
      part={part}
      props={props}
      loadingLabel={DIALOG_LOADING_LABEL}
      failedMessage={DIALOG_LOAD_FAILED_MESSAGE}
      frame={(content) => (
        <ModalDialog open title={title} onClose={onClose}>
          {content}
        </ModalDialog>
      )}
    />
  );
}
