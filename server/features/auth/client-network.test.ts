import { describe, expect, it } from 'vitest';
import { networkOf } from './client-network';

describe('networkOf', () => {
  it.each([
    ['203.0.113.9', '203.0.113.0/24'],
    ['203.0.113.250', '203.0.113.0/24'],
    ['::ffff:203.0.113.9', '203.0.113.0/24'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['::1', '::/64'],
    [null, 'unknown:'],
    ['not an address', 'unknown:not an address'],
  ])('puts %s in %s', (address, network) => {
    expect(networkOf(address)).toBe(network);
  });
});
