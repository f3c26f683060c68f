import { describe, expect, test } from 'vitest';
import { rateLimitAddress } from '@/server/client-address';

describe('rateLimitAddress: what a per-address limit counts', () => {
  test('an IPv4 address is itself', () => {
    expect(rateLimitAddress('203.0.113.7')).toBe('203.0.113.7');
  });

  test('IPv4-mapped IPv6 (a dual-stack socket) is the IPv4 address', () => {
    expect(rateLimitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  test('every address of one IPv6 /64 is one key, however it is written', () => {
    const keys = ['2001:db8:7:7::1', '2001:0db8:0007:0007:ffff:ffff:ffff:ffff', '2001:DB8:7:7:1:2:3:4', '2001:db8:7:7::1%eth0', '2001:db8:7:7:0:0:1.2.3.4'].map(
      rateLimitAddress,
    );
    expect(new Set(keys)).toEqual(new Set(['2001:db8:7:7::/64']));
  });

  test('neighbouring /64s and compressed prefixes are told apart', () => {
    expect(rateLimitAddress('2001:db8:7:8::1')).toBe('2001:db8:7:8::/64');
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64');
  });

  test('something that is not an address is counted as given', () => {
    expect(rateLimitAddress('unknown')).toBe('unknown');
  });
});
