import type { Root } from 'react-dom/client';
import { startLoadingScreenAt } from '../federation/remote-loader.ts';
import { EMBED_PARTNER_ELEMENT_ID } from './protocol.ts';
import { readEmbedPartner, startEmbed } from './start-embed.tsx';

// The start's other imports load the federation runtime; reading the partner needs none of it.
jest.mock('../federation/remote-loader.ts', () => ({ startLoadingScreenAt: jest.fn() }));
jest.mock('./EmbedApp.tsx', () => ({ EmbedApp: () => null }));

afterEach(() => document.body.replaceChildren());

/** The element the shell's server writes into an embed page. */
function writePartner(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = EMBED_PARTNER_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

describe('readEmbedPartner', () => {
  it('reads the partner the server vouched for', () => {
    writePartner('{"origin":"https://apollo.example","labels":["apollo","hamilton"],"more":1}');
    expect(readEmbedPartner(document)).toEqual({
      origin: 'https://apollo.example',
      labels: ['apollo', 'hamilton'],
    });
  });

  it('gives null without the element', () => {
    expect(readEmbedPartner(document)).toBeNull();
  });

  it.each([
    ['not JSON', '{origin:'],
    ['empty', ''],
    ['null', 'null'],
    ['a text', '"https://apollo.example"'],
    ['no origin', '{"labels":["apollo"]}'],
    ['an origin not a text', '{"origin":1,"labels":["apollo"]}'],
    ['no labels', '{"origin":"https://apollo.example"}'],
    ['labels as a text', '{"origin":"https://apollo.example","labels":"apollo"}'],
    ['a label not a text', '{"origin":"https://apollo.example","labels":["apollo",1]}'],
  ])('gives null for an element %s', (_, text) => {
    writePartner(text);
    expect(readEmbedPartner(document)).toBeNull();
  });
});

describe("the loader's warming frame", () => {
  const render = jest.fn();
  const root = { render } as unknown as Root;
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("fetches the login's screen and shows nothing, in a partner's page", async () => {
    window.history.replaceState(null, '', '/embed/warm?origin=https%3A%2F%2Fpartner.example');
    const parent = jest.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
    await startEmbed(root);
    parent.mockRestore();
    expect(startLoadingScreenAt).toHaveBeenCalledWith('/auth/login');
    expect(render).not.toHaveBeenCalled();
  });
});

describe('an opening in a partner’s frame, before the hello', () => {
  const render = jest.fn();
  const root = { render } as unknown as Root;
  const origin = 'https://partner.example';
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.history.replaceState(null, '', '/');
    render.mockClear();
  });

  /** The frame's start up to its wait for the hello (what it renders then), the parent's messages. */
  function openFrame(serverMade: boolean) {
    window.history.replaceState(
      null,
      '',
      `/embed/login?origin=${encodeURIComponent(origin)}&channel=c0ffee00-1234&label=apollo`,
    );
    writePartner(JSON.stringify({ origin, labels: ['apollo'] }));
    if (serverMade)
      document.body.append(Object.assign(document.createElement('div'), { id: 'server-screen' }));
    const parent = { postMessage: jest.fn() };
    const parentGetter = jest.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
    const started = startEmbed(root);
    return { parent, started, parentGetter };
  }

  it.each([
    ['renders the "Opening sign-in" status', false, 1],
    ['renders nothing under a server-made login (its main thread is the live login’s)', true, 0],
  ])('%s, says it is waiting and loads the login', async (_what, serverMade, renders) => {
    const { parent, started, parentGetter } = openFrame(serverMade);
    expect(render).toHaveBeenCalledTimes(renders);
    expect(startLoadingScreenAt).toHaveBeenCalledWith('/auth/login');
    expect(parent.postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'waiting' }), origin);
    // No hello: the frame says so once the wait is over.
    jest.advanceTimersByTime(10_000);
    await started;
    parentGetter.mockRestore();
    expect(render).toHaveBeenCalledTimes(renders + 1);
  });
});
