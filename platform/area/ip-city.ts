// Where a client address is, as a city code. There is no IP database offline: loopback, private
// and unknown addresses fall back to Beijing (docs/product/constants.md#constants-and-limits), and a few well-known public ranges map
// to their cities so that the lookup is more than a constant.
import { BlockList, isIPv4 } from 'node:net';

export const BEIJING_CITY_CODE = '110100';

const KNOWN_RANGES: Array<{ network: string; prefix: number; cityCode: string }> = [
  { network: '202.96.128.0', prefix: 18, cityCode: '440100' }, // Guangzhou (China Telecom Guangdong)
  { network: '202.96.192.0', prefix: 18, cityCode: '310100' }, // Shanghai (China Telecom Shanghai)
  { network: '114.114.112.0', prefix: 21, cityCode: '320100' }, // Nanjing (114DNS)
  { network: '218.30.0.0', prefix: 17, cityCode: '610100' }, // Xi'an (China Telecom Shaanxi)
];

const ranges = KNOWN_RANGES.map(({ network, prefix, cityCode }) => {
  const list = new BlockList();
  list.addSubnet(network, prefix, 'ipv4');
  return { list, cityCode };
});

/** "::ffff:1.2.3.4" (an IPv4 client on a dual-stack socket) → "1.2.3.4". */
function plainIPv4(address: string): string | null {
  const candidate = address.startsWith('::ffff:') ? address.slice(7) : address;
  return isIPv4(candidate) ? candidate : null;
}

export function cityCodeForIp(address: string | undefined): string {
  const ip = address ? plainIPv4(address) : null;
  if (!ip) return BEIJING_CITY_CODE;
  return ranges.find(({ list }) => list.check(ip, 'ipv4'))?.cityCode ?? BEIJING_CITY_CODE;
}
