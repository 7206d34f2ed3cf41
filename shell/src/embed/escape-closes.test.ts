import { escapeClosesEmbed } from './escape-closes.ts';

afterEach(() => document.body.replaceChildren());

const key = (name: string, defaultPrevented = false) => ({ key: name, defaultPrevented });

it.each([
  ['Escape, nothing open', key('Escape'), '', true],
  ['Escape, a closed dialog in the page', key('Escape'), '<dialog></dialog>', true],
  ['Escape, an open dialog', key('Escape'), '<dialog open></dialog>', false],
  ['Escape, a handler took it', key('Escape', true), '', false],
  ['Enter', key('Enter'), '', false],
  ['Esc (an old name)', key('Esc'), '', false],
])('%s: %s', (_, event, html, closes) => {
  document.body.innerHTML = html;
  expect(escapeClosesEmbed(event, document)).toBe(closes);
});
