import { setLogSink } from '@/server/log/logger';
import { discard } from './log-capture';

// Integration tests talk to a real PostgreSQL, which is slower than unit code on a busy 2-core machine.
jest.setTimeout(60_000);

// Route handlers are called with requests for http://localhost:3000 (Origin checks, canonical URLs). Without
// SITE_URL the app would follow PORT (server/env.ts), which a developer's shell may set to anything.
process.env.SITE_URL = 'http://localhost:3000';

// The server's log lines are kept out of the test output; a test reads them with captureLogs() (log-capture.ts).
setLogSink(discard);
