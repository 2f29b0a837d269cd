// Who is calling (docs/decisions.md "Security baseline"): the client address is the socket's; forwarding headers count
// only for the TRUST_PROXY hops an operator declared. Next.js copies a client-sent X-Forwarded-For through to
// route handlers unchanged (it only fills the header when absent), so without this anyone could pick their own
// address and escape every per-client limit. Not 'server-only': instrumentation.ts installs it.
import http from 'node:http';

/** ::ffff:127.0.0.1 -> 127.0.0.1, so one client has one spelling. */
function normalise(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/**
 * The client as seen `trustProxy` hops from the right of [X-Forwarded-For..., socket]. With 0 the socket is the
 * client. With 1 (one load balancer) the socket is the balancer and the last X-Forwarded-For entry, which it
 * appended, is the client; entries further left were written by the client and are never trusted beyond that.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trustProxy: number): string {
  const socket = normalise(socketAddress ?? '') || 'unknown';
  if (trustProxy <= 0) return socket;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map(normalise)
    .filter(Boolean);
  const chain = [...hops, socket];
  return chain[Math.max(0, chain.length - 1 - trustProxy)] ?? socket;
}

const FORWARDING_HEADERS = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

/** Rewrites the forwarding headers of an incoming request before Next.js sees it. */
export function applyClientAddress(request: http.IncomingMessage, trustProxy: number): void {
  const forwarded = request.headers['x-forwarded-for'];
  const forwardedFor = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  if (trustProxy <= 0) for (const name of FORWARDING_HEADERS) delete request.headers[name];
  // One value: the client. Route handlers read it through contextFromHeaders().
  request.headers['x-forwarded-for'] = clientAddress(request.socket?.remoteAddress, forwardedFor, trustProxy);
}

const marker = Symbol.for('ghomes.clientAddressInstalled');

/**
 * Hooks every HTTP server of this process (Next's own included: instrumentation runs in the server process before
 * it handles requests) so each request's headers are rewritten first. Installed once.
 */
export function installClientAddress(trustProxy: number): void {
  const prototype = http.Server.prototype as http.Server & { [marker]?: boolean };
  if (prototype[marker]) return;
  prototype[marker] = true;
  const emit = prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function patchedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') applyClientAddress(args[0] as http.IncomingMessage, trustProxy);
    return emit.call(this, event, ...args);
  } as typeof prototype.emit;
}
