/**
 * The client's address behind `hops` reverse proxies we run (TRUST_PROXY). Every proxy appends
 * to X-Forwarded-For the address it received the request from, so the chain X-Forwarded-For +
 * the socket's address ends with the addresses our proxies saw; the client is the entry `hops`
 * places from its right end. Entries further left were written by the client and prove nothing.
 * With 0 hops X-Forwarded-For is ignored; a chain shorter than `hops` + 1 (a request that did
 * not pass all our proxies) answers its left-most entry.
 */
export function clientAddress(
  forwardedFor: string | null | undefined,
  socketAddress: string | null | undefined,
  hops: number,
): string {
  const socket = socketAddress || 'unknown';
  if (hops <= 0 || !forwardedFor) return socket;
  const chain = [
    ...forwardedFor
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    socket,
  ];
  return chain[Math.max(0, chain.length - 1 - hops)];
}

/**
 * TRUST_PROXY as a number of proxy hops: unset, empty, `0`, `false` or `no` trust none; `true`
 * or `yes` mean 1 (what the setting used to mean); otherwise a whole number below 100. Anything else is
 * refused: a typo must not silently trust the client's own X-Forwarded-For, nor ignore the proxy.
 */
export function parseTrustProxy(value: string | undefined): number {
  const text = (value ?? '').trim().toLowerCase();
  if (['', 'false', 'no'].includes(text)) return 0;
  if (['true', 'yes'].includes(text)) return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  throw new Error(
    `TRUST_PROXY must be the number of reverse proxies in front of Partitura (0 to 99), not "${value}"`,
  );
}
