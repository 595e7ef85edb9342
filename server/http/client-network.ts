import { isIPv4, isIPv6 } from "node:net";

/**
 * The network a client address belongs to, as the caps on unverified UPI payments and on
 * waitlist places count it (decision 0024): an IPv4 address itself (a campus or an operator's
 * NAT is one network, as it is to the rate limits), and an IPv6 address's /64, which one
 * subscriber is given whole and can pick addresses from at will. An IPv4 address written as
 * IPv6 (`::ffff:a.b.c.d`, as a dual-stack socket reports it) is the IPv4 address.
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  const bare = address.split("%")[0] ?? "";
  if (!isIPv6(bare)) return address.slice(0, 64);
  return `${expandIPv6(bare).slice(0, 4).join(":")}::/64`;
}

/** The eight groups of an IPv6 address, each without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing =
    tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill("0");
  return [...headGroups, ...missing, ...tailGroups].map((group) =>
    parseInt(group, 16).toString(16),
  );
}
