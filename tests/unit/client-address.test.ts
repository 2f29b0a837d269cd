import { clientAddress } from '@/server/http/client-address';

describe('clientAddress (ARCHITECTURE "Security baseline")', () => {
  test('without TRUST_PROXY the socket is the client, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.5', '1.2.3.4', 0)).toBe('203.0.113.5');
    expect(clientAddress('::ffff:127.0.0.1', '9.9.9.9, 8.8.8.8', 0)).toBe('127.0.0.1');
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown');
  });

  test('behind one trusted proxy the last forwarded hop is the client; entries the client wrote are ignored', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7', 1)).toBe('198.51.100.7');
  });

  test('behind two trusted proxies the address two hops from the right is the client', () => {
    expect(clientAddress('10.0.0.2', '6.6.6.6, 198.51.100.7, 10.0.0.9', 2)).toBe('198.51.100.7');
  });

  test('more trusted hops than the chain has fall back to the leftmost address', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.7', 5)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', '', 1)).toBe('10.0.0.2');
  });
});
