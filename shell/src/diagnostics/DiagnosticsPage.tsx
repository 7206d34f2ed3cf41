/**
 * "Where each remote stands": for each remote of the runtime configuration, where it is (its
 * manifest), its version and whether it loads here (./use-remote-checks.ts). A shell page, so it
 * renders with every remote down. It shows only what any browser can fetch anyway (the runtime
 * configuration, public manifests) and is not indexed: the shell's server sends
 * `X-Robots-Tag: noindex` for it (../../server/robots.ts), and the page says so in its head.
 */
import { Button, chakra, Heading, Link, Stack, Text } from '@lender/shared';
import { DIAGNOSTICS_TITLE } from './path.ts';
import { detailOf, STATE_LABELS, summaryOf, type Diagnosis } from './diagnosis.ts';
import { useRemoteChecks, type RemoteRow } from './use-remote-checks.ts';

export const DIAGNOSTICS_TEXTS = {
  intro:
    'Where each part of this site is loaded from, its version, and whether it loads here. Everything shown is public.',
  caption: 'Each remote of this site: its location, version and state',
  columns: ['Remote', 'Location', 'Version', 'State'],
  noVersion: 'Unknown',
  checking: 'Checking the remotes…',
  checkAgain: 'Check again',
} as const;

const cell = {
  borderBottomWidth: '1px',
  borderColor: 'border',
  px: '3',
  py: '2',
  textAlign: 'start',
  verticalAlign: 'top',
} as const;

const versionOf = (diagnosis: Diagnosis) =>
  diagnosis.state === 'checking' ? STATE_LABELS.checking : (diagnosis.version ?? DIAGNOSTICS_TEXTS.noVersion);

function Row({ container, manifestUrl, diagnosis }: RemoteRow) {
  const detail = detailOf(diagnosis);
  return (
    <chakra.tr data-remote={container}>
      <chakra.th scope="row" {...cell} fontWeight="semibold">
        {container}
      </chakra.th>
      {/* The page's column is narrow (the layout's): an address breaks only where it must. */}
      <chakra.td {...cell} overflowWrap="anywhere" fontSize="sm">
        <Link href={manifestUrl} variant="underline" colorPalette="brand" color="colorPalette.fg">
          {manifestUrl}
        </Link>
      </chakra.td>
      <chakra.td {...cell} data-cell="version">
        {versionOf(diagnosis)}
      </chakra.td>
      <chakra.td {...cell} data-cell="state" data-state={diagnosis.state}>
        <Text fontWeight="semibold">{STATE_LABELS[diagnosis.state]}</Text>
        {detail && <Text>{detail}</Text>}
      </chakra.td>
    </chakra.tr>
  );
}

export default function DiagnosticsPage() {
  const { rows, done, checkAgain } = useRemoteChecks();
  return (
    <Stack gap="6">
      {/* React puts it in the document's head while the page is shown. */}
      <meta name="robots" content="noindex" />
      <Heading as="h1" size="xl">
        {DIAGNOSTICS_TITLE}
      </Heading>
      <Text>{DIAGNOSTICS_TEXTS.intro}</Text>
      <chakra.table width="full" borderCollapse="collapse">
        <chakra.caption textAlign="start" fontWeight="semibold" pb="2">
          {DIAGNOSTICS_TEXTS.caption}
        </chakra.caption>
        <chakra.thead>
          <chakra.tr>
            {DIAGNOSTICS_TEXTS.columns.map((column) => (
              <chakra.th key={column} scope="col" {...cell} fontWeight="semibold">
                {column}
              </chakra.th>
            ))}
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {rows.map((row) => (
            <Row key={row.container} {...row} />
          ))}
        </chakra.tbody>
      </chakra.table>
      {/* Not a live region: the summary is announced once, by the hook. */}
      <Text>{done ? summaryOf(rows.map((row) => row.diagnosis)) : DIAGNOSTICS_TEXTS.checking}</Text>
      <Button alignSelf="flex-start" colorPalette="brand" onClick={checkAgain}>
        {DIAGNOSTICS_TEXTS.checkAgain}
      </Button>
    </Stack>
  );
}
