import { RuntimeConfigError } from '../config/runtime-config.ts';
import { STANDALONE_PAGE_ELEMENT_ID } from '../contracts/standalone-page.ts';
import { readStandalonePage } from './page-info.ts';

function pageWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (text !== null) {
    const script = doc.createElement('script');
    script.id = STANDALONE_PAGE_ELEMENT_ID;
    script.type = 'application/json';
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

it.each(['http://127.0.0.1:3200', 'https://sign-in.lender.example'])(
  'reads the shell origin %s the server inlined',
  (shellOrigin) => {
    expect(readStandalonePage(pageWith(JSON.stringify({ shellOrigin })))).toEqual({ shellOrigin });
  },
);

it.each([
  [null, 'no #standalone-page element in the page'],
  ['', 'no #standalone-page element in the page'],
  ['{', '#standalone-page is not valid JSON'],
  ['[]', '#standalone-page shellOrigin: undefined is not an origin (a scheme, a host and a port only)'],
  ['{}', '#standalone-page shellOrigin: undefined is not an origin (a scheme, a host and a port only)'],
  [
    '{"shellOrigin":"http://127.0.0.1:3200/auth"}',
    '#standalone-page shellOrigin: "http://127.0.0.1:3200/auth" is not an origin (a scheme, a host and a port only)',
  ],
  [
    '{"shellOrigin":"javascript:alert(1)"}',
    '#standalone-page shellOrigin: "javascript:alert(1)" is not an origin (a scheme, a host and a port only)',
  ],
  [
    '{"shellOrigin":3200}',
    '#standalone-page shellOrigin: 3200 is not an origin (a scheme, a host and a port only)',
  ],
])('refuses %p, naming the problem', (text, problem) => {
  const read = () => readStandalonePage(pageWith(text));
  expect(read).toThrow(RuntimeConfigError);
  expect(read).toThrow(new RuntimeConfigError([problem]).message);
});
