import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { readBodyUpTo } from './read-body.ts';

const requestOf = (...chunks: string[]) =>
  Readable.from(chunks.map((c) => Buffer.from(c))) as unknown as IncomingMessage;

it('reads a body within the limit whole', async () => {
  await expect(readBodyUpTo(requestOf('{"a":', '1}'), 16)).resolves.toBe('{"a":1}');
});

it('gives null as soon as the body is over, and reads no further', async () => {
  const request = requestOf('12345', '67890', 'never read');
  await expect(readBodyUpTo(request, 8)).resolves.toBeNull();
  expect((request as unknown as Readable).isPaused()).toBe(true);
});
