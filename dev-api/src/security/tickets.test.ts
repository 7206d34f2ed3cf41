import { createTickets } from './tickets.ts';

function setup() {
  let time = 1_000_000;
  const tickets = createTickets({
    now: () => time,
    validityMs: { 'set-expired-password': 60_000, 'provenance-convert': 5_000 },
  });
  return { tickets, advance: (ms: number) => (time += ms) };
}

describe('tickets', () => {
  it('names its subject (and detail) for its own purpose only', () => {
    const { tickets } = setup();
    const ticket = tickets.issue('provenance-convert', 'identity-1', 'tp1abc');
    expect(tickets.check('provenance-convert', ticket)).toEqual({ subject: 'identity-1', detail: 'tp1abc' });
    expect(tickets.check('set-expired-password', ticket)).toBeUndefined();
    expect(tickets.check('provenance-convert', 'made-up')).toBeUndefined();
  });

  it('can be checked again until it is spent, and taken once', () => {
    const { tickets } = setup();
    const ticket = tickets.issue('set-expired-password', 'identity-1');
    expect(tickets.check('set-expired-password', ticket)).toEqual({ subject: 'identity-1' });
    expect(tickets.take('set-expired-password', ticket)).toEqual({ subject: 'identity-1' });
    expect(tickets.take('set-expired-password', ticket)).toBeUndefined();
  });

  it("lasts its purpose's validity", () => {
    const { tickets, advance } = setup();
    const shortOne = tickets.issue('provenance-convert', 'identity-1');
    const longOne = tickets.issue('set-expired-password', 'identity-1');
    advance(4_999);
    expect(tickets.check('provenance-convert', shortOne)).toBeDefined();
    advance(1);
    expect(tickets.check('provenance-convert', shortOne)).toBeUndefined();
    expect(tickets.check('set-expired-password', longOne)).toBeDefined();
  });

  it('is unguessable: each is 24 random bytes, never repeated', () => {
    const { tickets } = setup();
    const issued = new Set(Array.from({ length: 200 }, () => tickets.issue('provenance-convert', 's')));
    expect(issued.size).toBe(200);
    for (const ticket of issued) expect(ticket).toMatch(/^[\w-]{32}$/);
  });
});
