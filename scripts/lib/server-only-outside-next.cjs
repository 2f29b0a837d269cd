// Preloaded by `npm run worker` (node --require). The worker renders React e-mails at run time (alert digests), and
// react-dom/server refuses to load under the `react-server` condition the other scripts use to satisfy
// 'server-only'. So the worker runs under plain Node conditions and this hook lets 'server-only' modules load,
// exactly as Jest does for the integration tests (tests/helpers/empty-module.ts).
const Module = require('node:module');
const path = require('node:path');

const empty = path.join(process.cwd(), 'node_modules', 'server-only', 'empty.js');
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveServerOnly(request, ...rest) {
  return request === 'server-only' ? empty : resolve.call(this, request, ...rest);
};
