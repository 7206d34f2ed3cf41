/**
 * The account cards, grouped under a heading (spec section 4, "Account selection and
 * the modal"): the wallet modal's Select and the organization page list them. Names
 * are data (./UserName.tsx); a card's button wraps its text, so a long name fits.
 */
import { Box, Button, chakra, Heading, Stack, Text } from '@lender/shared';
import type { AccountCard, CardRole } from './account-cards.ts';
import { UserName } from './UserName.tsx';

/** "Owner", or "Signing as" and the acting wallet's name, isolated. */
function Role({ role }: { role: CardRole }) {
  if (role.name === null) return <>{role.label}</>;
  return (
    <>
      {role.label} <UserName>{role.name}</UserName>
    </>
  );
}

function Card({ card, disabled, onChoose }: { card: AccountCard; disabled: boolean; onChoose: () => void }) {
  return (
    <chakra.li listStyleType="none">
      <Button
        variant="outline"
        width="full"
        height="auto"
        py="3"
        justifyContent="space-between"
        textAlign="start"
        whiteSpace="normal"
        disabled={disabled}
        onClick={onChoose}
        title={card.account.address}
      >
        <Stack gap="0" align="flex-start" minW="0">
          <Text fontWeight="semibold">
            <UserName>{card.account.name}</UserName>
          </Text>
          <Text fontSize="sm">{card.shortAddress}</Text>
          <Text fontSize="sm" color="fg.muted">
            <Role role={card.role} />
          </Text>
        </Stack>
        {card.verified && (
          <Box as="span" fontSize="xs" px="2" py="0.5" borderRadius="full" bg="green.100" color="green.800">
            Verified
          </Box>
        )}
      </Button>
    </chakra.li>
  );
}

export function CardGroup({
  title,
  cards,
  disabled,
  onChoose,
}: {
  title: string;
  cards: readonly AccountCard[];
  disabled: boolean;
  onChoose: (card: AccountCard) => void;
}) {
  if (cards.length === 0) return null;
  return (
    <Stack as="section" gap="2" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <chakra.ul display="flex" flexDirection="column" gap="2" p="0" m="0">
        {cards.map((card) => (
          <Card key={card.key} card={card} disabled={disabled} onChoose={() => onChoose(card)} />
        ))}
      </chakra.ul>
    </Stack>
  );
}
