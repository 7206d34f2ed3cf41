import { Button, useNavigate } from '@lender/shared';
import { consentManagerForChoice, PRIVACY_CHOICES_PATH } from './consent.ts';

/** "Your privacy options", on every brand (consent.ts says where it leads). */
export function PrivacyOptionsButton() {
  const navigate = useNavigate();
  const open = async () => {
    const manager = await consentManagerForChoice();
    if (manager) manager.showPreferences();
    else void navigate(PRIVACY_CHOICES_PATH);
  };
  return (
    <Button variant="plain" size="sm" px="0" h="auto" textDecoration="underline" onClick={() => void open()}>
      Your privacy options
    </Button>
  );
}
