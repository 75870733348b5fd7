import { describe, expect, it } from 'vitest';
import { webhookAddressProblem } from './webhook-address';

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses;
const fails = async () => Promise.reject(new Error('ENOTFOUND'));
const never = () => new Promise<string[]>(() => undefined);

describe('a webhook address when saved', () => {
  it('takes https to a host whose every address is public', async () => {
    const rules = { allowedHosts: [], resolve: resolvesTo('93.184.216.34', '2606:2800:220:1::1') };
    expect(await webhookAddressProblem('https://hooks.example.com/hcs', rules)).toBeNull();
    expect(await webhookAddressProblem('https://93.184.216.34/hcs', rules)).toBeNull();
  });

  it.each([
    ['not a URL', 'hooks.example.com', 'invalid'],
    ['credentials', 'https://user:pw@hooks.example.com/', 'invalid'],
    ['plain http', 'http://hooks.example.com/', 'not-https'],
    ['another scheme', 'ftp://hooks.example.com/', 'not-https'],
    ['loopback', 'https://127.0.0.1/hook', 'not-public'],
    ['a private network', 'https://10.1.2.3/hook', 'not-public'],
    ['cloud metadata', 'https://169.254.169.254/latest', 'not-public'],
    ['IPv6 loopback', 'https://[::1]/hook', 'not-public'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/hook', 'not-public'],
  ])('refuses %s', async (_case, address, problem) => {
    const rules = { allowedHosts: [], resolve: resolvesTo('93.184.216.34') };
    expect(await webhookAddressProblem(address, rules)).toBe(problem);
  });

  it('refuses a name with any private address among its addresses', async () => {
    const rules = { allowedHosts: [], resolve: resolvesTo('93.184.216.34', '192.168.1.10') };
    expect(await webhookAddressProblem('https://rebind.example.com/', rules)).toBe('not-public');
  });

  it('refuses a name that does not resolve, or not in time', async () => {
    expect(
      await webhookAddressProblem('https://nowhere.example/', { allowedHosts: [], resolve: fails }),
    ).toBe('unresolved');
    const slow = { allowedHosts: [], resolve: never, lookupMs: 20 };
    expect(await webhookAddressProblem('https://slow.example/', slow)).toBe('unresolved');
  });

  it('takes plain http and a private address for a host OUTBOUND_ALLOWED_HOSTS names exactly', async () => {
    const rules = { allowedHosts: ['127.0.0.1:4000'], resolve: fails };
    expect(await webhookAddressProblem('http://127.0.0.1:4000/hook', rules)).toBeNull();
    expect(await webhookAddressProblem('http://127.0.0.1:4001/hook', rules)).toBe('not-https');
  });
});
