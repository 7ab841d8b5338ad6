import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

/**
 * Which proxies in front of the server are trusted to say who the client is (TRUST_PROXY):
 * false, none (the client is the connection's address); a number, that many hops (1: the one
 * proxy the connection comes from); or a list of proxy addresses and CIDR ranges. The client is
 * the nearest hop that is not trusted: an X-Forwarded-For entry a client wrote itself, to the
 * left of those the trusted proxies appended, is never taken for its address.
 */
export type TrustProxy = false | number | string[];

/** The hops of one proxy's rule: an address or a CIDR range, IPv4 or IPv6. */
export function isProxyAddress(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * The setting as written: 'true' (one hop, as before), 'false', a number of hops, or a list of
 * addresses and CIDR ranges separated by commas. Undefined when it is none of these.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim();
  if (text === 'false' || text === '0' || text === '') return false;
  if (text === 'true') return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : undefined;
}

/** An IPv4 address in IPv6 form (::ffff:10.0.0.1), as a dual-stack socket gives it, as IPv4. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * Whether a hop is a trusted proxy, as Fastify's `trustProxy` asks it (hop 0 is the connection's
 * address, 1 the last X-Forwarded-For entry, and so on); app.ts gives Fastify this function, so
 * that its `request.ip` and clientAddressOf agree.
 */
export function trusts(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === false) return () => false;
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  const list = new BlockList();
  for (const entry of trust) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(plain(address), type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (address) => {
    const value = plain(address);
    const family = isIP(value);
    return family !== 0 && list.check(value, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client's address of a request Fastify has not seen (a kept page answered before routing,
 * decision 0043), worked out as Fastify does: from the connection's address back along
 * X-Forwarded-For, as long as each hop is trusted.
 */
export function clientAddressOf(request: IncomingMessage, trust: TrustProxy): string | undefined {
  const socket = request.socket.remoteAddress;
  if (trust === false || socket === undefined) return socket;
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
  const hops = [socket, ...forwarded];
  const trusted = trusts(trust);
  for (let hop = 0; hop < hops.length - 1; hop++) {
    if (!trusted(hops[hop]!, hop)) return hops[hop];
  }
  return hops[hops.length - 1];
}
