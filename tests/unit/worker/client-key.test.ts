import { clientKey } from '@/worker/lib/client-key';

describe('the key a client is counted under', () => {
  it('is the IPv4 address itself', () => {
    expect(clientKey('198.51.100.7')).toBe('v4:198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('v4:198.51.100.7');
    expect(clientKey('::FFFF:c633:6407')).toBe('v4:198.51.100.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = 'v6:2001:db8:a:b::/64';
    for (const address of ['2001:db8:a:b::1', '2001:DB8:A:B:0:0:0:2', '2001:0db8:000a:000b:ffff:ffff:ffff:fffe', ' 2001:db8:a:b:1:2:3:4 ']) expect(clientKey(address)).toBe(key);
    expect(clientKey('2001:db8:a:c::1')).not.toBe(key);
    expect(clientKey('fe80::1%eth0')).toBe('v6:fe80::/64');
  });

  it('is one shared key when the platform gave no usable address', () => {
    for (const address of [null, undefined, '', 'not an address', '1.2.3', '0x7f.1', '10.0.0.256']) expect(clientKey(address)).toBe('unknown');
  });
});
