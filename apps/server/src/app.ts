import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { resolveSession } from './auth/index';
import type { Config } from './core/config';
import type { Db } from './core/db';
import { createGraphQLServer } from './core/graphql';
import { createHttpServer } from './core/http';
import type { Logger } from './core/logger';
import { createServices, type Services } from './core/services';
import { keepStatistics } from './core/statistics';
import { features } from './features';

export type App = {
  server: Server;
  /** Starts listening; resolves with the bound address (port 0 picks a free port). */
  listen(port?: number, host?: string): Promise<AddressInfo>;
  close(): Promise<void>;
};

/**
 * Wires the HTTP server, GraphQL and the features onto an open, migrated database. The one place
 * where core meets the features: core/ imports none of them.
 */
export function createApp({
  db,
  config,
  log,
  webDist,
  services = createServices(config, log),
}: {
  db: Db;
  config: Config;
  log: Logger;
  webDist?: string | null;
  services?: Services;
}): App {
  const graphql = createGraphQLServer({ db, config, log, services, features, resolveSession });
  const server = createHttpServer({ db, graphql, log, config, webDist });
  const background = [
    keepStatistics({ db, log }),
    ...features.flatMap((feature) => (feature.background ? [feature.background({ db, log })] : [])),
  ];
  return {
    server,
    listen: (port = config.port, host = config.host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(server.address() as AddressInfo));
      }),
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await Promise.all(background.map((work) => work.stop()));
    },
  };
}
