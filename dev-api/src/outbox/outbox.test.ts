/** @jest-environment node */
import { addressKey, createOutbox } from './outbox.ts';

const T0 = Date.UTC(2025, 5, 1, 12, 0, 0, 7);

function setup() {
  const clock = { time: T0 };
  return { clock, outbox: createOutbox({ now: () => clock.time }) };
}

describe('outbox', () => {
  it('stores exactly to, subject, code and sentAt with milliseconds; link only when present', () => {
    const { outbox } = setup();
    expect(outbox.send({ to: 'pat@example.com', subject: 'Your code', code: '012345' })).toEqual({
      to: 'pat@example.com',
      subject: 'Your code',
      code: '012345',
      sentAt: '2025-06-01T12:00:00.007Z',
    });
    outbox.send({ to: 'pat@example.com', subject: 'Welcome' });
    outbox.send({
      to: 'pat@example.com',
      subject: 'Invitation',
      code: null,
      link: 'http://127.0.0.1:3000/x',
    });
    const [invite, welcome] = outbox.list('pat@example.com');
    expect(Object.keys(welcome ?? {})).toEqual(['to', 'subject', 'code', 'sentAt']);
    expect(welcome?.code).toBeNull();
    expect(invite).toEqual({
      to: 'pat@example.com',
      subject: 'Invitation',
      code: null,
      sentAt: '2025-06-01T12:00:00.007Z',
      link: 'http://127.0.0.1:3000/x',
    });
  });

  it('lists newest first, keeping the order of messages sent in the same millisecond', () => {
    const { outbox, clock } = setup();
    outbox.send({ to: 'a@example.com', subject: '1' });
    outbox.send({ to: 'a@example.com', subject: '2' });
    clock.time += 5;
    outbox.send({ to: 'a@example.com', subject: '3' });
    expect(outbox.list('a@example.com').map((m) => m.subject)).toEqual(['3', '2', '1']);
  });

  it.each([
    ['the same address', 'Pat.Lee@Example.com', 'Pat.Lee@Example.com', true],
    ['another case', 'Pat.Lee@Example.com', 'pat.lee@EXAMPLE.COM', true],
    ['surrounding space', 'pat@example.com', '  pat@example.com ', true],
    ['another address', 'pat@example.com', 'sam@example.com', false],
    ['a formatted phone number', '+1 (555) 010-0001', '15550100001', true],
    ['a phone whose + became a space', '+15550100001', ' 15550100001', true],
    ['another phone number', '+15550100001', '+15550100002', false],
    ['an address that is not email nor phone', 'Ops', 'ops', true],
  ])('matches %s', (_label, to, query, matches) => {
    const { outbox } = setup();
    outbox.send({ to, subject: 'Code', code: '111111' });
    expect(outbox.list(query)).toHaveLength(matches ? 1 : 0);
  });

  it.each([
    ['Pat@Example.COM ', 'pat@example.com'],
    ['+1 555-010-0001', '15550100001'],
    ['Ops', 'ops'],
  ])('compares %j as %j', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('answers [] for an unknown address, lists all newest first, and clears', () => {
    const { outbox } = setup();
    expect(outbox.list('nobody@example.com')).toEqual([]);
    outbox.send({ to: 'a@example.com', subject: 'first' });
    outbox.send({ to: '+15550100001', subject: 'second', code: '222222' });
    expect(outbox.all().map((m) => m.subject)).toEqual(['second', 'first']);
    outbox.clear();
    expect(outbox.all()).toEqual([]);
  });

  it('hands out copies, so a caller cannot change what was sent', () => {
    const { outbox } = setup();
    const sent = outbox.send({ to: 'a@example.com', subject: 'Code', code: '333333' });
    sent.code = 'changed';
    const [listed] = outbox.list('a@example.com');
    if (listed) listed.subject = 'changed';
    expect(outbox.all()[0]).toMatchObject({ subject: 'Code', code: '333333' });
  });
});
