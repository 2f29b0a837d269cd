import 'server-only';
import { lookup } from 'node:dns/promises';
import { Agent } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

// The only way the server reaches a push service (docs/security.md "Web Push"). The endpoint's host is on the
// allow-list (lib/validation/push-subscription.ts), and the address it resolves to is checked on the connection
// itself: the agent's lookup refuses private, loopback, link-local and other non-public addresses, so the address
// checked is the address connected to (no second lookup a rebinding name could answer differently).

export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true });

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
  ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  // (IPv4-mapped addresses, ::ffff:a.b.c.d, are judged by the IPv4 ranges above: BlockList maps them.)
  ['::', 127], ['64:ff9b::', 96], ['100::', 64], ['2001::', 23], ['2001:db8::', 32], ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** Whether an address is on the public internet (a push service's), not ours or nobody's. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class PushAddressRefused extends Error {
  readonly code = 'EPUSHADDRESS';
  constructor(hostname: string) {
    super(`the push service host ${hostname} resolves to an address that is not public: not called`);
    this.name = 'PushAddressRefused';
  }
}

/** A lookup for the agent: every address of the host must be public, or the connection is never opened. */
export function guardedLookup(resolve: ResolveHost = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((addresses) => {
        if (!addresses.length || !addresses.every((entry) => isPublicAddress(entry.address))) throw new PushAddressRefused(hostname);
        if (options.all) (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0));
  };
}

const holder = globalThis as unknown as { ghomesPushAgent?: Agent; ghomesPushAgentForTests?: Agent | null };

/** The agent every push goes through. */
export function pushAgent(): Agent {
  if (holder.ghomesPushAgentForTests) return holder.ghomesPushAgentForTests;
  return (holder.ghomesPushAgent ??= new Agent({ lookup: guardedLookup(), keepAlive: true, maxSockets: 16 }));
}

/**
 * Tests only: the agent that stands in for the internet (it reaches a local stand-in of a push service, or
 * resolves through an injected resolver). null puts the real one back.
 */
export function usePushAgentForTests(agent: Agent | null): void {
  holder.ghomesPushAgentForTests = agent;
}
