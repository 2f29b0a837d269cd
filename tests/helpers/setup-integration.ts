// Integration tests talk to a real PostgreSQL, which is slower than unit code on a busy 2-core machine.
jest.setTimeout(60_000);
