// Each batched view's visitor address is what request.ip would have been (Fastify's trustProxy rules).
import { describe, expect, it } from 'vitest';
import { createVisitorAddresses } from './visitor-address';

describe('visitor addresses of batched views', () => {
  it('trusting nobody: the caller is the visitor, whatever list it sends', () => {
    const addresses = createVisitorAddresses(false);
    expect(addresses.isTrustedProxy('127.0.0.1')).toBe(false);
    expect(addresses.addressOf('127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
  });

  it('trusting loopback: the right-most address not trusted, as for request.ip', () => {
    const addresses = createVisitorAddresses(['loopback']);
    expect(addresses.isTrustedProxy('127.0.0.1')).toBe(true);
    expect(addresses.isTrustedProxy('198.51.100.4')).toBe(false);
    expect(addresses.addressOf('127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    // A visitor's own forged entry sits left of the address the shell saw.
    expect(addresses.addressOf('127.0.0.1', '10.9.9.9, 203.0.113.9, 127.0.0.1')).toBe('203.0.113.9');
    expect(addresses.addressOf('127.0.0.1', undefined)).toBe('127.0.0.1');
  });

  it('a hop count trusts that many proxies', () => {
    const addresses = createVisitorAddresses(1);
    expect(addresses.addressOf('10.0.0.1', '203.0.113.1, 198.51.100.2')).toBe('198.51.100.2');
  });
});
