/**
 * The modal's title and its way back to Select, for what it shows (spec section 2 gives
 * the Connect titles and the two back labels; ours are in docs/spec-decisions.md). Pure.
 */
import type { ConnectStatus } from '../connect/connect-flow.ts';
import { SELECT_ANOTHER_WALLET } from '../connect/connect-texts.ts';
import type { ModalView } from './modal-view.ts';
import {
  CONNECT_TITLE,
  EXTENSION_TITLE,
  PROVENANCE_TITLE,
  SCAN_QR_TITLE,
  SELECT_A_DIFFERENT_WALLET,
  SELECT_TITLE,
  SUCCESS_TITLE,
  UNSUPPORTED_TYPE,
  VERIFICATION_ERROR_TITLE,
  VERIFY_TITLE,
} from './modal-texts.ts';

const choosing: ConnectStatus = { step: 'choose' };

/**
 * What the connect panel shows: the connect flow's status at the panel, with the modal's
 * own error (a failed verify, a token error) in its place; the kind buttons' state
 * otherwise (finding the wallet, or a verify step under way).
 */
export function shownConnect(view: ModalView, status: ConnectStatus): ConnectStatus {
  if ((view.section !== 'Connect' && view.section !== 'Verify') || view.step !== 'connect') return choosing;
  return view.error === undefined ? status : { step: 'choose', error: view.error };
}

/** The modal's title (Success and Verification_Error have none of their own to show long). */
export function titleOf(view: ModalView, shown: ConnectStatus): string {
  switch (view.section) {
    case 'Select':
      return SELECT_TITLE;
    case 'Verify':
      return VERIFY_TITLE;
    case 'Connect':
      if (shown.step === 'connecting' && shown.kind === 'mobile') return SCAN_QR_TITLE;
      if (shown.step === 'connecting' && shown.kind === 'extension') return EXTENSION_TITLE;
      return CONNECT_TITLE;
    case 'Provenance':
      return PROVENANCE_TITLE;
    case 'Unsupported':
      return UNSUPPORTED_TYPE;
    case 'Success':
      return SUCCESS_TITLE;
    case 'Verification_Error':
      return VERIFICATION_ERROR_TITLE;
  }
}

/**
 * Connect and Verify's way back to Select: the mobile view's words while it shows, else
 * the hosted view's; none in token mode (there is no list to go back to; Close leaves).
 */
export function backLabelOf(view: ModalView, shown: ConnectStatus): string | null {
  if (view.section !== 'Connect' && view.section !== 'Verify') return null;
  if (view.fromToken) return null;
  return shown.step === 'connecting' && shown.kind === 'mobile'
    ? SELECT_A_DIFFERENT_WALLET
    : SELECT_ANOTHER_WALLET;
}
