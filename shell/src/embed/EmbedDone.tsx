/**
 * The embed's last step: the signed-in identity (and the account chosen, when the wallet was
 * asked for) goes to the partner as `success`, and the loader closes the frame. Only who signed
 * in, never a session token. Opened with the partner server's nonce, the success also carries
 * the signed result the shell's server makes for it (./result-call.ts), and is never sent
 * without one. An identity or a result that cannot be had says so, with Retry; a result the
 * server refused for good (an expired ticket, a session the services no longer confirm) says so
 * with Close instead. Once the success is sent, the frame's session ends (./fresh-session.ts).
 */
import { Button, LoadingStatus, sessionStore, Stack, Text } from '@lender/shared';
import { useCallback, useEffect, useState } from 'react';
import { reloadIdentity } from '../session/signed-in-identity.ts';
import { embedAccountOf } from './embed-account.ts';
import type { EmbedOpening } from './embed-start.ts';
import { endFrameSession, frameSessionDeps } from './fresh-session.ts';
import { requestResult, ResultRefused } from './result-call.ts';
import type { FrameChannel } from './frame-channel.ts';
import { EMBED_DONE, EMBED_FINISHING, EMBED_RESULT_REFUSED } from './texts.ts';

export const IDENTITY_FAILED = 'We could not confirm your sign-in. Check your connection and try again.';

type Status = 'loading' | 'sent' | 'failed' | 'refused';

// One function for every render: the report's callback (and so its effect) must not change.
const endHere = () => endFrameSession(frameSessionDeps);

export function EmbedDone({
  channel,
  opening,
  ask = requestResult,
  endSession = endHere,
}: {
  channel: FrameChannel;
  opening: Pick<EmbedOpening, 'channel' | 'nonce' | 'ticket'>;
  ask?: typeof requestResult;
  /** Ends the frame's session once the success is sent. */
  endSession?: () => unknown;
}) {
  const [status, setStatus] = useState<Status>('loading');
  const report = useCallback(async () => {
    setStatus('loading');
    await reloadIdentity();
    const { identity, walletSession, jwt } = sessionStore.getState();
    if (!identity) return setStatus('failed');
    let result: string | undefined;
    if (opening.nonce) {
      // A partner that sent a nonce is owed a result: without one, nothing is sent.
      if (!jwt || !opening.ticket) return setStatus('failed');
      try {
        result = await ask({ jwt, ticket: opening.ticket, channel: opening.channel, nonce: opening.nonce });
      } catch (error) {
        console.warn('The signed result could not be made', error);
        return setStatus(error instanceof ResultRefused ? 'refused' : 'failed');
      }
    }
    channel.post({
      type: 'success',
      identityUuid: identity.value.uuid,
      account: embedAccountOf(walletSession),
      ...(result && { result }),
    });
    // The overlay closes: nothing of the session is of use in this frame any more.
    endSession();
    setStatus('sent');
  }, [channel, opening, ask, endSession]);
  useEffect(() => {
    void report();
  }, [report]);

  if (status === 'loading') return <LoadingStatus label={EMBED_FINISHING} />;
  if (status === 'sent') return <Text role="status">{EMBED_DONE}</Text>;
  if (status === 'refused')
    return (
      <Stack role="alert" gap="3" align="flex-start">
        <Text>{EMBED_RESULT_REFUSED}</Text>
        <Button colorPalette="brand" onClick={() => channel.post({ type: 'exit', reason: 'closed' })}>
          Close
        </Button>
      </Stack>
    );
  return (
    <Stack role="alert" gap="3" align="flex-start">
      <Text>{IDENTITY_FAILED}</Text>
      <Button colorPalette="brand" onClick={() => void report()}>
        Retry
      </Button>
    </Stack>
  );
}
