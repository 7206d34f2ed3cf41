/** @jest-environment node */
import { once } from 'node:events';
import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gracefulStop, type StopOutcome } from './graceful-stop.ts';

/**
 * Far longer than any answer here needs: a stop that wrongly waits for it resolves `forced`,
 * which fails the test by its outcome (the test timeout leaves room for it).
 */
const GRACE_MS = 5_000;
jest.setTimeout(15_000);

interface Running {
  server: Server;
  port: number;
  stop: (graceMs?: number) => Promise<StopOutcome>;
  /** Resolves once a `/held` or `/never` request is in the handler. */
  arrived: Promise<void>;
  /** Lets `/held` answers finish. */
  release: () => void;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

const started: Running[] = [];
const agents: Agent[] = [];

/**
 * A real server under a graceful stop: `/quick` answers at once; `/held` once released
 * (`/held-streaming` sends its head and a first part before); `/never` never does.
 */
async function start(): Promise<Running> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const server = createServer((req, res) => {
    if (req.url === '/quick') return void res.end('quick answer');
    arrive();
    if (req.url === '/held-streaming') res.writeHead(200).write('early part, ');
    if (req.url?.startsWith('/held')) void released.then(() => res.end('late answer'));
  });
  const stop = gracefulStop(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const running = { server, port: (server.address() as AddressInfo).port, stop, arrived, release };
  started.push(running);
  return running;
}

/** A client that keeps its connections open between answers, as browsers and balancers do. */
function keepAliveAgent(): Agent {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return agent;
}

/** GETs `path`; `socket` resolves with the connection it went through. */
function get(port: number, path: string, agent: Agent): { answer: Promise<Answer>; socket: Promise<Socket> } {
  let onSocket!: (socket: Socket) => void;
  const socket = new Promise<Socket>((resolve) => (onSocket = resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('socket', onSocket);
    req.on('error', reject);
    req.end();
  });
  return { answer, socket };
}

afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy();
  for (const { server, release } of started.splice(0)) {
    release();
    server.closeAllConnections();
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  }
});

describe('gracefulStop', () => {
  it('finishes an answer in flight, telling its client the connection closes, then drains', async () => {
    const { port, stop, arrived, release } = await start();
    const held = get(port, '/held', keepAliveAgent());
    await arrived;
    const outcome = stop(GRACE_MS);
    release();
    const answer = await held.answer;
    expect([answer.status, answer.body, answer.headers.connection]).toEqual([200, 'late answer', 'close']);
    await expect(outcome).resolves.toBe('drained');
  });

  it('closes an idle keep-alive connection as soon as the stop begins', async () => {
    const { port, stop, arrived, release } = await start();
    const idle = get(port, '/quick', keepAliveAgent());
    expect((await idle.answer).body).toBe('quick answer');
    const idleSocket = await idle.socket;
    expect(idleSocket.destroyed).toBe(false);
    const held = get(port, '/held', keepAliveAgent());
    await arrived;
    const outcome = stop(GRACE_MS);
    // The answer in flight is not released yet: only the stop can close the idle connection
    // (had it waited, the stop would resolve `forced` first).
    const first = await Promise.race([once(idleSocket, 'close').then(() => 'idle closed'), outcome]);
    expect(first).toBe('idle closed');
    release();
    expect((await held.answer).status).toBe(200);
    await expect(outcome).resolves.toBe('drained');
  });

  it('refuses a new connection once the stop begins', async () => {
    const { port, stop, arrived, release } = await start();
    const held = get(port, '/held', keepAliveAgent());
    await arrived;
    const outcome = stop(GRACE_MS);
    // A fresh agent: a new connection, while the answer in flight keeps the stop open.
    await expect(get(port, '/quick', keepAliveAgent()).answer).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    });
    release();
    expect((await held.answer).body).toBe('late answer');
    await expect(outcome).resolves.toBe('drained');
  });

  it('closes the connection of an answer whose head was sent before the stop, once it ends', async () => {
    const { port, stop, arrived, release } = await start();
    const streaming = get(port, '/held-streaming', keepAliveAgent());
    await arrived;
    const outcome = stop(GRACE_MS);
    release();
    const answer = await streaming.answer;
    // Its head went out as keep-alive; the stop closes the connection once it is idle.
    expect([answer.status, answer.body, answer.headers.connection]).toEqual([
      200,
      'early part, late answer',
      'keep-alive',
    ]);
    await expect(outcome).resolves.toBe('drained');
  });

  it('cuts off an answer that never ends once the grace period is over', async () => {
    const { server, port, stop, arrived } = await start();
    const never = get(port, '/never', keepAliveAgent());
    await arrived;
    await expect(stop(200)).resolves.toBe('forced');
    await expect(never.answer).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(server.listening).toBe(false);
  });

  it('drains at once with nothing open', async () => {
    const { server, stop } = await start();
    await expect(stop(GRACE_MS)).resolves.toBe('drained');
    expect(server.listening).toBe(false);
  });
});
