import { getRuntimeConfig, peekRuntimeConfig, setRuntimeConfig } from './page-config.ts';
import { parseRuntimeConfig, readRuntimeConfigFromDocument, RuntimeConfigError } from './runtime-config.ts';
import { localRuntimeConfigInput } from '../testing/fixtures/runtime-config.ts';

const valid = localRuntimeConfigInput;

function problemsOf(input: unknown): string[] {
  try {
    parseRuntimeConfig(input);
  } catch (error) {
    if (error instanceof RuntimeConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

describe('parseRuntimeConfig', () => {
  it('accepts a complete configuration', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('lists every problem with its path', () => {
    const problems = problemsOf({
      ...valid,
      environment: 'staging',
      apiBase: 'not a url',
      remotes: { ...valid.remotes, remote_wallet: 'ftp://x/mf-manifest.json' },
      remoteTimeoutMs: 5,
    });
    expect(problems).toHaveLength(4);
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'environment',
      'apiBase',
      'remotes.remote_wallet',
      'remoteTimeoutMs',
    ]);
  });

  it('refuses a configuration that is missing a remote', () => {
    const { remote_onboarding: _, ...remotes } = valid.remotes;
    expect(problemsOf({ ...valid, remotes })).toEqual([
      expect.stringMatching(/^remotes\.remote_onboarding: /),
    ]);
  });

  it('says so in the error message', () => {
    expect(() => parseRuntimeConfig({})).toThrow(/^Invalid runtime configuration:\n {2}- /);
  });
});

describe('readRuntimeConfigFromDocument', () => {
  const pageWith = (html: string) => new DOMParser().parseFromString(html, 'text/html');

  it('reads the inline JSON element', () => {
    const doc = pageWith(
      `<script id="runtime-config" type="application/json">${JSON.stringify(valid)}</script>`,
    );
    expect(readRuntimeConfigFromDocument(doc)).toEqual(valid);
  });

  it.each([
    ['', 'no #runtime-config element in the page'],
    [
      '<script id="runtime-config" type="application/json">{nope</script>',
      '#runtime-config is not valid JSON',
    ],
  ])('refuses %j', (html, problem) => {
    expect(() => readRuntimeConfigFromDocument(pageWith(html))).toThrow(
      expect.objectContaining({ problems: [problem] }) as Error,
    );
  });
});

describe('the page-wide configuration', () => {
  it('is unavailable until the page owner sets it, then returned as set', () => {
    expect(peekRuntimeConfig()).toBeNull();
    expect(() => getRuntimeConfig()).toThrow('Runtime configuration is not set');
    const config = parseRuntimeConfig(valid);
    setRuntimeConfig(config);
    expect(getRuntimeConfig()).toBe(config);
    expect(peekRuntimeConfig()).toBe(config);
  });
});
