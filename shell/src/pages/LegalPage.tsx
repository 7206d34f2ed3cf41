import { Heading, Stack, Text, useBrand } from '@lender/shared';

const titles = {
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  communications: 'Electronic Communications Policy',
} as const;

export type LegalPageId = keyof typeof titles;

export function LegalPage({ page }: { page: LegalPageId }) {
  const brand = useBrand();
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {titles[page]}
      </Heading>
      <Text>
        This {titles[page]} applies to your use of {brand.displayName}'s sign-in and account services.
      </Text>
    </Stack>
  );
}
