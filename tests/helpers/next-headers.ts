// A stand-in for `next/headers` in integration tests that call a page or server action directly: the request's
// cookie is whatever the test set last (setRequestCookie), from one client address per test file.
//   jest.mock('next/headers', () => jest.requireActual('../helpers/next-headers').nextHeaders('198.51.100.90'));

let requestCookie = '';

export function setRequestCookie(cookie: string): void {
  requestCookie = cookie;
}

export function nextHeaders(clientAddress: string) {
  return {
    headers: async () => new Headers({ cookie: requestCookie, 'x-forwarded-for': clientAddress }),
    cookies: async () => {
      const pairs = requestCookie
        .split('; ')
        .filter(Boolean)
        .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) }));
      return { getAll: () => pairs, get: (name: string) => pairs.find((pair) => pair.name === name), set: () => undefined };
    },
  };
}
