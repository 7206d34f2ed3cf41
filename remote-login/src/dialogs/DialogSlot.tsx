/**
 * Where the login page's dialogs load. A dialog's code arrives when it opens; until
 * then its frame shows with its title and a loading status. When the code cannot
 * be loaded (a dropped connection, a redeploy), the frame says so with Retry,
 * inside the dialog: the page behind it, and what the user typed there, stay.
 */
import { Button, LazySlot, LoadingStatus, ModalDialog, Stack, Text, type LazyPart } from '@lender/shared';

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
      loading={
        <ModalDialog open title={title} onClose={onClose}>
          <LoadingStatus label={DIALOG_LOADING_LABEL} />
        </ModalDialog>
      }
      failed={(retry) => (
        <ModalDialog open title={title} onClose={onClose}>
          <Stack gap="4" align="flex-start">
            <Text role="alert">{DIALOG_LOAD_FAILED_MESSAGE}</Text>
            <Button colorPalette="brand" onClick={retry}>
              Retry
            </Button>
          </Stack>
        </ModalDialog>
      )}
    />
  );
}
