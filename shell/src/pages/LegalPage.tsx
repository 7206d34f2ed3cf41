import {
  Box,
  Button,
  chakra,
  formatPhone,
  Heading,
  Link,
  LoadingStatus,
  Stack,
  supportPhoneOf,
  telHref,
  Text,
  useBrand,
  useLocation,
} from '@lender/shared';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import {
  EFFECTIVE_DATE,
  SAMPLE_NOTE,
  type LegalBlock,
  type LegalDocument,
  type LegalSection,
} from './legal/legal-document.ts';

import { legalTitles, type LegalPageId } from './legal/legal-titles.ts';

export { legalTitles, type LegalPageId };

// The documents' text is loaded with its page, so it stays off the login page's
// budget (docs/performance.md); the title and the sample note render at once.
const documents: Record<LegalPageId, () => Promise<LegalDocument>> = {
  terms: () => import('./legal/terms.ts').then((m) => m.termsOfService),
  privacy: () => import('./legal/privacy.ts').then((m) => m.privacyPolicy),
  communications: () => import('./legal/communications.ts').then((m) => m.communicationsPolicy),
};

type Loaded = { page: LegalPageId; attempt: number } & ({ text: LegalDocument } | { failed: true });

/** Loads the page's document: `undefined` while loading, `null` when it failed. */
function useLegalDocument(page: LegalPageId, attempt: number): LegalDocument | null | undefined {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    documents[page]().then(
      (text) => current && setLoaded({ page, attempt, text }),
      () => current && setLoaded({ page, attempt, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [page, attempt]);
  if (loaded?.page !== page || loaded.attempt !== attempt) return undefined;
  return 'text' in loaded ? loaded.text : null;
}

/** The section a URL fragment names, if any (`/privacy/#your-privacy-choices`). */
function sectionIdOf(hash: string, sections: readonly LegalSection[]): string | undefined {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return undefined;
  }
  return sections.some((section) => section.id === id) ? id : undefined;
}

/** The text with each occurrence of the support phone number made a `tel:` link. */
function withPhoneLinks(text: string, phone: string): ReactNode {
  const parts = text.split(phone);
  if (parts.length === 1) return text;
  return parts.flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <Link
            key={index}
            href={telHref(phone)}
            variant="underline"
            colorPalette="brand"
            color="colorPalette.fg"
          >
            {phone}
          </Link>,
          part,
        ],
  );
}

function Block({ block, phone }: { block: LegalBlock; phone: string }) {
  if (typeof block === 'string') return <Text>{withPhoneLinks(block, phone)}</Text>;
  return (
    <chakra.ul listStyleType="disc" ps="6">
      {block.map((item) => (
        <chakra.li key={item} mb="1">
          {withPhoneLinks(item, phone)}
        </chakra.li>
      ))}
    </chakra.ul>
  );
}

function Contents({ sections }: { sections: readonly LegalSection[] }) {
  const labelId = useId();
  return (
    <Box as="nav" aria-labelledby={labelId} borderWidth="1px" borderColor="border" borderRadius="md" p="4">
      <Text id={labelId} fontWeight="semibold" mb="2">
        On this page
      </Text>
      <chakra.ul listStyleType="disc" ps="6">
        {sections.map((section) => (
          <chakra.li key={section.id} mb="1">
            <Link href={`#${section.id}`} variant="underline" colorPalette="brand" color="colorPalette.fg">
              {section.heading}
            </Link>
          </chakra.li>
        ))}
      </chakra.ul>
    </Box>
  );
}

/**
 * The Terms of Service, Privacy Policy or Electronic Communications Policy, in the active brand.
 * The router loads it with its page (the default export), off the login page's first load.
 */
export default function LegalPage({ page }: { page: LegalPageId }) {
  const brand = useBrand();
  const { hash, key } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const text = useLegalDocument(page, attempt);
  const phone = formatPhone(supportPhoneOf(brand));
  const sections = useMemo(
    () => text?.({ brandName: brand.displayName, supportPhone: phone }),
    [text, brand.displayName, phone],
  );

  // The section a link such as `/privacy/#your-privacy-choices` names exists only once
  // the text has loaded, after the browser's own jump: scroll to it and move focus there,
  // again on each navigation to it (the footer's "Your privacy options" leads there).
  useEffect(() => {
    const id = sections && sectionIdOf(hash, sections);
    const heading = id ? document.getElementById(id) : null;
    if (!heading) return;
    heading.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [hash, key, sections]);

  return (
    <Stack gap="6">
      <Stack gap="3">
        <Heading as="h1" size="xl">
          {legalTitles[page]}
        </Heading>
        <Box role="note" borderWidth="1px" borderColor="border" bg="bg.muted" borderRadius="md" p="3">
          <Text fontWeight="medium">{SAMPLE_NOTE}</Text>
        </Box>
        <Text>{`Effective date: ${EFFECTIVE_DATE}`}</Text>
      </Stack>
      {text === undefined && <LoadingStatus label="Loading…" />}
      {text === null && (
        <Stack role="alert" gap="3" align="flex-start">
          <Text>We couldn't load this document. Check your connection and try again.</Text>
          <Button colorPalette="brand" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </Stack>
      )}
      {sections && (
        <>
          <Contents sections={sections} />
          {sections.map((section) => (
            <Stack as="section" key={section.id} gap="3">
              <Heading as="h2" size="md" id={section.id} tabIndex={-1} scrollMarginTop="4">
                {section.heading}
              </Heading>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} phone={phone} />
              ))}
            </Stack>
          ))}
        </>
      )}
    </Stack>
  );
}
