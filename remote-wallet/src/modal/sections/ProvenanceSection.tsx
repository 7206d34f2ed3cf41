/** Provenance: the wallet must be converted first (the conversion's ticket: docs/spec-decisions.md). A thin view. */
import { Button, Stack, Text } from '@lender/shared';
import { SELECT_ANOTHER_WALLET } from '../../connect/connect-texts.ts';
import { CONVERT_WALLET, PROVENANCE_TEXT } from '../modal-texts.ts';
import type { ModalView } from '../modal-view.ts';

export function ProvenanceSection({
  view,
  onConvert,
  onBack,
}: {
  view: Extract<ModalView, { section: 'Provenance' }>;
  onConvert: () => void;
  onBack: () => void;
}) {
  const opening = view.status === 'opening';
  return (
    <Stack gap="3" align="flex-start">
      <Text>{PROVENANCE_TEXT}</Text>
      {view.error && <Text role="alert">{view.error}</Text>}
      <Button colorPalette="brand" loading={opening} loadingText={CONVERT_WALLET} onClick={onConvert}>
        {CONVERT_WALLET}
      </Button>
      <Button variant="ghost" disabled={opening} onClick={onBack}>
        {SELECT_ANOTHER_WALLET}
      </Button>
    </Stack>
  );
}
