import { classifyDocument, missName } from './first-loads.ts';

it("tells a server-made page, today's page of a route that can have one, and any other document", () => {
  const head =
    '<link rel="preload" href="http://remote.localhost:3001/mf-manifest.json" as="fetch" crossorigin>';
  const made = `<head>${head}</head><body><div id="server-screen"><form></form></div><div id="root" hidden></div>`;
  expect(classifyDocument(made, '/auth/login')).toBe('server-made');
  expect(classifyDocument(`<head>${head}</head><body><div id="root"></div></body>`, '/auth/login')).toBe(
    'today',
  );
  // A guarded route, the partner's page, a remote's standalone page: no manifest preloaded.
  expect(classifyDocument('<head></head><body><div id="root"></div></body>', '/dashboard')).toBeNull();
  // The embed's login preloads nothing, and counts: the shell's page in a partner's frame.
  expect(classifyDocument('<head></head><body><div id="root"></div></body>', '/embed/login')).toBe('today');
  expect(classifyDocument('<html><body>the partner</body></html>', '/embed/login')).toBeNull();
});

it("names a load without one by its path and its query's names, never their values", () => {
  expect(missName('http://127.0.0.1:3000/auth/login?otp=true&email=ana%40example.com&otp=x')).toBe(
    '/auth/login?email,otp',
  );
  expect(missName('http://127.0.0.1:3000/auth/register')).toBe('/auth/register');
});
