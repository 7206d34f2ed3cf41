/** @jest-environment node */
import { compilePathTemplate } from './path-template.ts';

describe('compilePathTemplate', () => {
  it.each([
    ['/a/{id}/b', '/a/42/b', { id: '42' }],
    ['/a/{id}/b', '/a/x%2Fy/b', { id: 'x/y' }],
    ['/ft/{context}/session', '/ft/agent/session', { context: 'agent' }],
    ['/plain/path', '/plain/path', {}],
  ])('%s matches %s', (template, path, params) => {
    expect(compilePathTemplate(template)(path)).toEqual(params);
  });

  it.each([
    ['/a/{id}/b', '/a/42/b/c'],
    ['/a/{id}/b', '/a//b'],
    ['/a/{id}/b', '/a/1/2/b'],
    ['/v1.1/x', '/v1x1/x'],
    ['/plain/path', '/plain/path/'],
  ])('%s does not match %s', (template, path) => {
    expect(compilePathTemplate(template)(path)).toBeNull();
  });
});
