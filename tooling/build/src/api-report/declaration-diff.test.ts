/** @jest-environment node */
import { diffDeclaration } from './declaration-diff.ts';

// Real declaration pairs, as shared/api/ recorded them: 0.3.3 before, 0.4.0 after (commit 67c0c6b),
// and changes made up from them where the history has none.
const PAGE_WALLET_BEFORE = `function createPageWallet(options: PageWalletOptions): {
    kind: () => WalletAppKind | null;
    openModal(request?: Partial<WalletModalRequest>): void;
    removePendingMethod: (requestId: string) => Promise<void>;
};`;
const PAGE_WALLET_AFTER = `function createPageWallet(options: PageWalletOptions): {
    kind: () => WalletAppKind | null;
    openModal(request?: Partial<WalletModalRequest>): void;
    removePendingMethod: (requestId: string) => Promise<void>;
    onRequest(listener: (event: WalletRequestEvent) => void): () => void;
};`;

const SESSION_KEYS_BEFORE = `const SESSION_KEYS: {
    readonly flowRecord: "gatekeep-up";
    readonly walletSession: "walletconnect-js";
};`;
const SESSION_KEYS_AFTER = `const SESSION_KEYS: {
    readonly flowRecord: "gatekeep-up";
    readonly walletSession: "walletconnect-js";
    readonly walletSigning: "wallet-signing";
};`;

const EVENTS_BEFORE = `type WalletEvents = {
    'request-waiting': {
        method: WalletMethod;
    };
    'request-settled': {
        method: WalletMethod;
    };
};`;
const EVENTS_AFTER = `type WalletEvents = {
    'request-waiting': {
        method: WalletMethod;
        requestId: string;
    };
    'request-settled': {
        method: WalletMethod;
        requestId: string;
    };
};`;

const ADAPTER_EVENT_BEFORE = `type WalletAdapterEvent = {
    type: 'request-waiting';
    method: WalletMethod;
} | {
    type: 'request-settled';
    method: WalletMethod;
};`;
const ADAPTER_EVENT_AFTER = `type WalletAdapterEvent = {
    type: 'request-waiting';
    method: WalletMethod;
    requestId: string;
} | {
    type: 'request-settled';
    method: WalletMethod;
    requestId: string;
};`;

const METADATA_BEFORE = `interface RequestMetadata {
    action?: 'switchToGroup' | 'removePendingMethod';
    address: string;
    date: number;
}`;
const METADATA_AFTER = `interface RequestMetadata {
    action?: 'switchToGroup' | 'removePendingMethod';
    address: string;
    customId?: string;
    date: number;
}`;

const OPTIONS_BEFORE = `interface PageWalletOptions {
    adapters: AdapterFactories;
    now?: () => number;
}`;

const SCHEMA_BEFORE = `const sendCodeBody: v.ObjectSchema<{
    readonly email: v.StringSchema<undefined>;
}, undefined>;`;

const REQUIRED = 'a required member added to a type remotes may implement or construct (not @remotesRead)';

describe('diffDeclaration: what a remote built against the old text does without', () => {
  it.each([
    [
      'a member added to what an exported function returns (0.4.0: onRequest)',
      'createPageWallet',
      PAGE_WALLET_BEFORE,
      PAGE_WALLET_AFTER,
      false,
      { additions: ['createPageWallet.onRequest'], breaks: [] },
    ],
    [
      "a member added to an exported const's type (0.4.0: SESSION_KEYS.walletSigning)",
      'SESSION_KEYS',
      SESSION_KEYS_BEFORE,
      SESSION_KEYS_AFTER,
      false,
      { additions: ['SESSION_KEYS.walletSigning'], breaks: [] },
    ],
    [
      'an optional member added to an interface remotes construct (0.4.0: RequestMetadata.customId)',
      'RequestMetadata',
      METADATA_BEFORE,
      METADATA_AFTER,
      false,
      { additions: ['RequestMetadata.customId (optional)'], breaks: [] },
    ],
    [
      'a member added inside a @remotesRead type (0.4.0: requestId on the events)',
      'WalletEvents',
      EVENTS_BEFORE,
      EVENTS_AFTER,
      true,
      {
        additions: ["WalletEvents.'request-settled'.requestId", "WalletEvents.'request-waiting'.requestId"],
        breaks: [],
      },
    ],
    [
      'a member added to each type of a @remotesRead union',
      'WalletAdapterEvent',
      ADAPTER_EVENT_BEFORE,
      ADAPTER_EVENT_AFTER,
      true,
      { additions: ['WalletAdapterEvent.requestId', 'WalletAdapterEvent.requestId'], breaks: [] },
    ],
    [
      'the same, the type not marked: a major (0.4.0 was a lockstep release for it)',
      'WalletEvents',
      EVENTS_BEFORE,
      EVENTS_AFTER,
      false,
      {
        additions: [],
        breaks: [
          `WalletEvents.'request-waiting'.requestId: ${REQUIRED}`,
          `WalletEvents.'request-settled'.requestId: ${REQUIRED}`,
        ],
      },
    ],
  ])('%s', (_what, name, before, after, remotesRead, expected) => {
    const diff = diffDeclaration(name, before, after, remotesRead);
    expect({ additions: [...diff.additions].sort(), breaks: [...diff.breaks].sort() }).toEqual({
      additions: [...expected.additions].sort(),
      breaks: [...expected.breaks].sort(),
    });
  });

  it.each([
    [
      'a required member added to what remotes pass to a function',
      'createPageWallet',
      PAGE_WALLET_BEFORE,
      PAGE_WALLET_BEFORE.replace(
        'openModal(request?: Partial<WalletModalRequest>)',
        'openModal(request?: { section: string; })',
      ),
      ['createPageWallet.openModal: `Partial<WalletModalRequest>` became `{ section: string; }`'],
    ],
    [
      'a required member added to a parameter object type remotes construct',
      'createPageWallet',
      'function createPageWallet(options: {\n    saved: string;\n}): void;',
      'function createPageWallet(options: {\n    saved: string;\n    adapters: string;\n}): void;',
      ['createPageWallet.adapters: a required member added to what remotes construct'],
    ],
    [
      'a required member added to an options interface, not marked',
      'PageWalletOptions',
      OPTIONS_BEFORE,
      OPTIONS_BEFORE.replace('now?:', 'environment: () => string;\n    now?:'),
      [`PageWalletOptions.environment: ${REQUIRED}`],
    ],
    [
      'a member removed',
      'createPageWallet',
      PAGE_WALLET_BEFORE,
      PAGE_WALLET_BEFORE.replace('    kind: () => WalletAppKind | null;\n', ''),
      ['createPageWallet.kind: removed'],
    ],
    [
      'a union narrowed (RequestMetadata.action)',
      'RequestMetadata',
      METADATA_BEFORE,
      METADATA_BEFORE.replace(" | 'removePendingMethod'", ''),
      ["RequestMetadata.action: `'switchToGroup' | 'removePendingMethod'` became `'switchToGroup'`"],
    ],
    [
      'an optional member made required',
      'PageWalletOptions',
      OPTIONS_BEFORE,
      OPTIONS_BEFORE.replace('now?:', 'now:'),
      ['PageWalletOptions.now: `now?: () => number;` became `now: () => number;`'],
    ],
    [
      "a parameter's type changed",
      'createPageWallet',
      PAGE_WALLET_BEFORE,
      PAGE_WALLET_BEFORE.replace('(requestId: string)', '(requestId: number)'),
      ['createPageWallet.removePendingMethod: `string` became `number`'],
    ],
    [
      "a member added inside a schema's type argument: the variance is not known",
      'sendCodeBody',
      SCHEMA_BEFORE,
      SCHEMA_BEFORE.replace(
        'undefined>;\n}',
        'undefined>;\n    readonly name: v.StringSchema<undefined>;\n}',
      ),
      [`sendCodeBody.name: ${REQUIRED}`],
    ],
    [
      'an interface that now extends another',
      'RequestMetadata',
      METADATA_BEFORE,
      METADATA_BEFORE.replace('interface RequestMetadata {', 'interface RequestMetadata extends Base {'),
      ['RequestMetadata: `interface RequestMetadata {` became `interface RequestMetadata extends Base {`'],
    ],
    [
      'an overload added',
      'prefetch',
      'function prefetch(): void;',
      'function prefetch(): void;\n\nfunction prefetch(url: string): void;',
      ['prefetch: its declarations (overloads) changed'],
    ],
  ])('%s: a major', (_what, name, before, after, breaks) => {
    expect(diffDeclaration(name, before, after, false)).toEqual({ additions: [], breaks });
  });

  it('a member added to a @remotesRead type is still a break where remotes construct it (a parameter)', () => {
    const before =
      'interface PageWallet {\n    onRequest(listener: (event: {\n        a: string;\n    }) => void, options: {\n        b: string;\n    }): void;\n}';
    const after = before
      .replace('a: string;', 'a: string;\n        c: string;')
      .replace('b: string;', 'b: string;\n        d: string;');
    // The listener's event is read (a parameter of a parameter); the options are constructed.
    expect(diffDeclaration('PageWallet', before, after, true)).toEqual({
      additions: ['PageWallet.onRequest.c'],
      breaks: ['PageWallet.onRequest.d: a required member added to what remotes construct'],
    });
  });

  it('an unchanged text is no difference', () => {
    expect(diffDeclaration('I', METADATA_BEFORE, METADATA_BEFORE, false)).toEqual({
      additions: [],
      breaks: [],
    });
  });
});
