import { describe, expect, it } from 'vitest';
import { guardedLookup, isPrivateAddress, PrivateAddressError } from './address-guard';

describe('isPrivateAddress', () => {
  it('refuses loopback, private, link-local (cloud metadata), carrier NAT, multicast and unspecified addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
  });

  it('lets public addresses through', () => {
    for (const address of ['200.45.12.8', '8.8.8.8', '172.32.0.1', '2800:3f0:4002:80a::200e', '::ffff:200.45.12.8']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});

describe('guardedLookup', () => {
  const resolve = (allow: boolean, host: string, all = false) =>
    new Promise<unknown>((done) => guardedLookup(allow)(host, { all }, (error, address) => done(error ?? address)));

  it('refuses a name that resolves to a private address, unless private hosts are allowed', async () => {
    expect(await resolve(false, 'localhost')).toBeInstanceOf(PrivateAddressError);
    expect(await resolve(true, 'localhost')).toMatch(/^(127\.0\.0\.1|::1)$/);
    expect(await resolve(true, 'localhost', true)).toEqual(
      expect.arrayContaining([expect.objectContaining({ address: expect.any(String) })]),
    );
  });
});
