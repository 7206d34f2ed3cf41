/**
 * The embed's last step: the signed-in identity (and the account chosen, when the wallet was
 * asked for) goes to the partner as `success`, and the loader closes the frame. Only who signed
 * in, never a token. An identity that cannot be loaded says so, with Retry.
 */
import { Button, LoadingStatus, sessionStore, Stack, Text } from '@lender/shared';
import { useCallback, useEffect, useState } from 'react';
import { reloadIdentity } from '../session/signed-in-identity.ts';
import { embedAccountOf } from './embed-account.ts';
import type { FrameChannel } from './frame-channel.ts';
import { EMBED_DONE, EMBED_FINISHING } from './texts.ts';

export const IDENTITY_FAILED = 'We could not confirm your sign-in. Check your connection and try again.';

type Status = 'loading' | 'sent' | 'failed';

export function EmbedDone({ channel }: { channel: FrameChannel }) {
  const [status, setStatus] = useState<Status>('loading');
  const report = useCallback(async () => {
    setStatus('loading');
    await reloadIdentity();
    const { identity, walletSession } = sessionStore.getState();
    if (!identity) return setStatus('failed');
    channel.post({
      type: 'success',
      identityUuid: identity.value.uuid,
      account: embedAccountOf(walletSession),
    });
    setStatus('sent');
  }, [channel]);
  useEffect(() => {
    void report();
  }, [report]);

  if (status === 'loading') return <LoadingStatus label={EMBED_FINISHING} />;
  if (status === 'sent') return <Text role="status">{EMBED_DONE}</Text>;
  return (
    <Stack role="alert" gap="3" align="flex-start">
      <Text>{IDENTITY_FAILED}</Text>
      <Button colorPalette="brand" onClick={() => void report()}>
        Retry
      </Button>
    </Stack>
  );
}
