import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  BROTLI_STATIC_CONF,
  brotliModuleBeside,
  corsMapEntries,
  mainConfig,
  NGINX_CANDIDATES,
  nginxBinary,
  renderNginxConfig,
  TEMPLATE_PATH,
  templateValues,
} from './nginx-config.ts';

describe('renderNginxConfig', () => {
  it.each([
    ['fills each placeholder', 'listen ${LISTEN};', { LISTEN: '127.0.0.1:8080' }, 'listen 127.0.0.1:8080;'],
    ['fills one placeholder every time it appears', '${A} ${A}', { A: 'x' }, 'x x'],
    ['leaves nginx variables alone', 'map $http_origin ${lower} {', {}, 'map $http_origin ${lower} {'],
    ['takes a value literally (no $& patterns)', 'root ${ROOT};', { ROOT: '/a$&b' }, 'root /a$&b;'],
    ['keeps a value on several lines', '{\n  ${E}\n}', { E: 'a;\n  b;' }, '{\n  a;\n  b;\n}'],
  ])('%s', (_, template, values, expected) => {
    expect(renderNginxConfig(template, values)).toBe(expected);
  });

  it.each([
    ['a placeholder without a value', 'listen ${LISTEN}; root ${ROOT};', { LISTEN: '80' }, /\$\{ROOT\}/],
    [
      'a value without a placeholder (a misspelt name)',
      'listen ${LISTEN};',
      { LISTEN: '80', LISTN: '1' },
      /LISTN/,
    ],
  ])('refuses %s', (_, template, values, message) => {
    expect(() => renderNginxConfig(template, values)).toThrow(message);
  });
});

describe('corsMapEntries', () => {
  it.each([
    ['no origin: no line', [], ''],
    [
      'one line per origin, the origin twice',
      ['https://lender.example'],
      '"https://lender.example" "https://lender.example";',
    ],
    [
      'each origin once, in order',
      ['http://127.0.0.1:3000', 'https://partner.example', 'http://127.0.0.1:3000'],
      '"http://127.0.0.1:3000" "http://127.0.0.1:3000";\n  "https://partner.example" "https://partner.example";',
    ],
  ])('%s', (_, origins, expected) => {
    expect(corsMapEntries(origins)).toBe(expected);
  });

  it.each([
    ['*'],
    ['null'],
    ['https://lender.example/'],
    ['https://lender.example/app'],
    ['https://Lender.example'],
    ['lender.example'],
    [''],
  ])('refuses %j (not an origin as a browser sends it)', (origin) => {
    expect(() => corsMapEntries([origin])).toThrow(/is not an origin/);
  });
});

describe('templateValues', () => {
  const good = { root: '/tmp/remotes', port: 8123, shellOrigins: ['http://127.0.0.1:3000'] };

  it("listens on the loopback address only, as localhost, with the shell's origins for CORS", () => {
    expect(
      templateValues({ ...good, shellOrigins: ['http://127.0.0.1:3000', 'https://sign-in.example'] }),
    ).toEqual({
      LISTEN: '127.0.0.1:8123',
      SERVER_NAME: 'localhost',
      ROOT: '/tmp/remotes',
      CORS_ORIGINS:
        '"http://127.0.0.1:3000" "http://127.0.0.1:3000";\n  "https://sign-in.example" "https://sign-in.example";',
      BROTLI_STATIC: '',
    });
  });

  it('includes the brotli lines only where nginx loads the module (else nginx would refuse them)', () => {
    expect(templateValues({ ...good, brotli: true }).BROTLI_STATIC).toBe(`include ${BROTLI_STATIC_CONF};`);
    expect(BROTLI_STATIC_CONF).toMatch(/\/deploy\/nginx\/brotli-static\.conf$/);
    expect(templateValues({ ...good, brotli: false }).BROTLI_STATIC).toBe('');
  });

  it('fills every placeholder of the template, gzip_static on, and brotli_static only through the include', () => {
    const template = readFileSync(TEMPLATE_PATH, 'utf8');
    for (const brotli of [false, true]) {
      const config = renderNginxConfig(template, templateValues({ ...good, brotli }));
      expect(config).toMatch(/^\s*gzip_static on;$/m);
      expect(config).not.toMatch(/^\s*brotli_static/m);
      expect(config.includes(`include ${BROTLI_STATIC_CONF};`)).toBe(brotli);
    }
    expect(readFileSync(BROTLI_STATIC_CONF, 'utf8')).toMatch(/^brotli_static on;$/m);
  });

  it.each([
    ['a relative root', { ...good, root: 'dist/remotes' }, /absolute/],
    ['a root with a space', { ...good, root: '/tmp/my remotes' }, /absolute path without/],
    ['a root with a semicolon', { ...good, root: '/tmp/a;b' }, /absolute path without/],
    ['port 0', { ...good, port: 0 }, /port/],
    ['port 65536', { ...good, port: 65536 }, /port/],
    ['a port with a fraction', { ...good, port: 80.5 }, /port/],
    ['no shell origin', { ...good, shellOrigins: [] }, /shell origin/],
    ['a wildcard shell origin', { ...good, shellOrigins: ['*'] }, /is not an origin/],
  ])('refuses %s', (_, settings, message) => {
    expect(() => templateValues(settings)).toThrow(message);
  });
});

describe('mainConfig', () => {
  const dir = '/tmp/lender-nginx-x';

  it('keeps everything nginx writes inside its own folder, in the foreground', () => {
    const config = mainConfig(dir, undefined);
    for (const line of [
      'daemon off;',
      'master_process on;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      `access_log ${dir}/access.log;`,
      `client_body_temp_path ${dir}/client_body;`,
      `proxy_temp_path ${dir}/proxy;`,
      `fastcgi_temp_path ${dir}/fastcgi;`,
      `uwsgi_temp_path ${dir}/uwsgi;`,
      `scgi_temp_path ${dir}/scgi;`,
      `include ${dir}/remotes.conf;`,
    ])
      expect(config).toContain(line);
    // Every absolute path it names is inside the folder.
    expect(config.match(/\s\/\S+/g)?.every((path) => path.trim().startsWith(`${dir}/`))).toBe(true);
    expect(config).not.toMatch(/^\s*user\b/m);
  });

  it('keeps the workers as the user running it when that is root (else nginx would switch to nobody)', () => {
    expect(mainConfig(dir, 'root')).toMatch(/^user root;$/m);
  });

  it('loads the modules it is given first, in the main context, by absolute path', () => {
    const module = '/opt/nginx/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
    const config = mainConfig(dir, undefined, [module]);
    expect(config.split('\n').find((line) => !line.startsWith('#'))).toBe(`load_module ${module};`);
    expect(config.indexOf('load_module')).toBeLessThan(config.indexOf('http {'));
    expect(() => mainConfig(dir, undefined, ['modules/x.so'])).toThrow(/absolute/);
  });
});

describe('brotliModuleBeside', () => {
  it.each([
    ['/usr/sbin/nginx', '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'],
    [
      '/work/.cache/nginx/root/usr/sbin/nginx',
      '/work/.cache/nginx/root/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    ],
  ])('%s: %s', (binary, module) => {
    expect(brotliModuleBeside(binary)).toBe(module);
  });
});

describe('nginxBinary', () => {
  const [system, unpacked] = NGINX_CANDIDATES;

  it.each([
    ['NGINX_PATH first', { NGINX_PATH: '/opt/nginx' }, [system, unpacked], '/opt/nginx'],
    ["then the system's", {}, [system, unpacked], system],
    ['then the one npm test unpacked', {}, [unpacked], unpacked],
  ])('%s', (_, env, present, expected) => {
    expect(nginxBinary(env, (path) => present.includes(path))).toBe(expected);
  });

  it('says what to do when there is none', () => {
    expect(() => nginxBinary({}, () => false)).toThrow(/NGINX_PATH/);
  });
});

describe('the deployment document', () => {
  const docs = [fileURLToPath(new URL('../../docs/deploy.md', import.meta.url))];

  it('shows the template whole, as the test serves it', () => {
    const template = readFileSync(TEMPLATE_PATH, 'utf8');
    const blocks = docs
      .filter((path) => existsSync(path))
      .flatMap((path) => [...readFileSync(path, 'utf8').matchAll(/^```nginx\n([\s\S]*?)^```$/gm)])
      .map((match) => match[1]);
    expect(blocks).toContain(template);
  });
});
