// The address of a visitor whose request a trusted proxy passed on, computed exactly as Fastify
// computes request.ip (its trustProxy setting, @fastify/proxy-addr): for the batched car views a
// shell server sends on behalf of many visitors (POST /api/v1/car-views), each with its own
// X-Forwarded-For. Whether the caller itself is a trusted proxy decides if those lists count at all.
import proxyAddr from '@fastify/proxy-addr';

export type TrustProxy = boolean | number | string[];
type Trust = (address: string, hop: number) => boolean;

/** Fastify's own reading of trustProxy (fastify/lib/server.js getTrustProxyFn). */
function compileTrust(trustProxy: TrustProxy): Trust {
  if (trustProxy === true) return () => true;
  if (trustProxy === false) return () => false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyAddr.compile(trustProxy);
}

export interface VisitorAddresses {
  /** Whether a connection from `socketAddress` is a proxy whose X-Forwarded-For is believed. */
  isTrustedProxy(socketAddress: string): boolean;
  /** The visitor's address as request.ip would be, had the request come with `forwardedFor`. */
  addressOf(socketAddress: string, forwardedFor: string | undefined): string;
}

export function createVisitorAddresses(trustProxy: TrustProxy): VisitorAddresses {
  const trust = compileTrust(trustProxy);
  return {
    isTrustedProxy: (socketAddress) => trust(socketAddress, 0),
    addressOf(socketAddress, forwardedFor) {
      const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
      const request = { headers, socket: { remoteAddress: socketAddress }, connection: { remoteAddress: socketAddress } };
      return proxyAddr(request as unknown as Parameters<typeof proxyAddr>[0], trust);
    },
  };
}
