/**
 * The account cards show names as data (issue 27, item 6): a name that holds bidi
 * controls is isolated, so it cannot reorder the text around it, and a long one wraps.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@lender/shared/testing';
import type { Account } from '@lender/shared/endpoints/wallet';
import { accountGroups } from './account-cards.ts';
import { CardGroup } from './CardGroup.tsx';

const SPOOF = '\u202Etxt.exe — Reyes Holdings';
const LONG = 'Reyes-Holdings-International-Trust-Number-Four-Hundred-And-Twelve-Limited';
const wallet = (name: string, address: string, authorizationType = 'Owner') => ({
  name,
  address,
  type: 'SELF_CUSTODY',
  authorizationType,
  verified: true,
});
const accounts: Account[] = [
  { name: SPOOF, address: '0xa1', authorizedWallets: [wallet('Mine', '0xa1')] },
  { name: LONG, address: '0xb2', authorizedWallets: [wallet(SPOOF, '0xc3', 'RBAC')] },
];

/** Isolated from the text around it (a <bdi>, or dir="auto"), and wrapping anywhere. */
function expectIsolated(element: HTMLElement) {
  expect(element.tagName === 'BDI' || element.getAttribute('dir') === 'auto').toBe(true);
  expect(getComputedStyle(element).overflowWrap).toBe('anywhere');
}

it('isolates each account name and the name after "Signing as", and wraps long ones', () => {
  const { individual, organizational } = accountGroups(accounts);
  renderWithProviders(
    <>
      <CardGroup title="Individual Accounts" cards={individual} disabled={false} onChoose={() => undefined} />
      <CardGroup
        title="Organizational Accounts"
        cards={organizational}
        disabled={false}
        onChoose={() => undefined}
      />
    </>,
  );
  const [accountName, signingName] = screen.getAllByText(SPOOF);
  expectIsolated(accountName!);
  expectIsolated(signingName!);
  expectIsolated(screen.getByText(LONG));
  expect(screen.getByRole('button', { name: /Reyes-Holdings-International/ })).toHaveTextContent(
    `${LONG}0xb2Signing as ${SPOOF}Verified`,
  );
});

it.each([
  [false, 1],
  [true, 0],
])('under its heading, chooses the card clicked (disabled: %p)', async (disabled, chosen) => {
  const onChoose = jest.fn();
  const { individual } = accountGroups(accounts);
  renderWithProviders(
    <CardGroup title="Individual Accounts" cards={individual} disabled={disabled} onChoose={onChoose} />,
  );
  expect(screen.getByRole('heading', { level: 3, name: 'Individual Accounts' })).toBeVisible();
  await userEvent.click(screen.getByRole('button'));
  expect(onChoose).toHaveBeenCalledTimes(chosen);
});

it('shows no group without cards', () => {
  renderWithProviders(
    <CardGroup title="Organizational Accounts" cards={[]} disabled={false} onChoose={jest.fn()} />,
  );
  expect(screen.queryByRole('heading')).toBeNull();
});
