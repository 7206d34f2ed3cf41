// jsdom for component tests, plus the fetch API (fetch, Request, Response, Headers,
// streams) that browsers have and jsdom leaves out, taken from Node so the API
// client and the mock API run in component tests exactly as in the page.
// Jest loads test environments as CommonJS, hence require here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'FormData',
      'ReadableStream',
      'Blob',
      'TextEncoder',
      'TextDecoder',
    ]) {
      if (this.global[name] === undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
