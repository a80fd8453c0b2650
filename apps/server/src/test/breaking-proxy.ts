import { createServer, Socket, type AddressInfo } from 'node:net';

export type BreakingProxy = {
  /** The database URL through the proxy. */
  url: string;
  /**
   * While set, a connection whose client sends a simple-protocol query starting with these
   * words (e.g. `begin`) is cut right there, before PostgreSQL sees it: the client learns of it
   * only as its statement fails, as with a connection lost on the network.
   */
  cutOnQuery(words: string | null): void;
  /** How many connections were cut so far. */
  cuts(): number;
  close(): Promise<void>;
};

/** PostgreSQL's simple Query message: 'Q', a 4-byte length, the text, NUL. */
function simpleQueryText(chunk: Buffer): string | null {
  if (chunk.length < 6 || chunk[0] !== 0x51) return null;
  return chunk.subarray(5, Math.min(chunk.length, 5 + 200)).toString('utf8');
}

/**
 * A TCP proxy in front of a real PostgreSQL server that cuts connections on demand: a network
 * failing at a chosen moment, which a test cannot otherwise bring about deterministically.
 */
export async function startBreakingProxy(databaseUrl: string): Promise<BreakingProxy> {
  const target = new URL(databaseUrl);
  let cutWords: string | null = null;
  let cuts = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = new Socket();
    sockets.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    upstream.connect(Number(target.port || 5432), target.hostname);
    client.on('data', (chunk: Buffer) => {
      const text = simpleQueryText(chunk);
      if (cutWords !== null && text?.trimStart().toLowerCase().startsWith(cutWords)) {
        cuts++;
        return end();
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    cutOnQuery: (words) => {
      cutWords = words?.toLowerCase() ?? null;
    },
    cuts: () => cuts,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
