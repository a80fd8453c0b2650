// Loaded into the benchmarked server (`node --import bench/sql-capture.mjs dist/main.js`): while
// the benchmark asks (IPC message 'capture:start' … 'capture:stop'), records every SQL statement
// the server sends, with its parameters, so that the very same SQL can be timed raw beside the
// API. It wraps the two drivers' query methods and changes nothing else; only npm run bench
// loads it.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

let recording = null;

// The search follower's drain (search/follower.ts) runs on a timer, not for a request.
const background = /\bsearch_drain\(/;

function record(text, values) {
  if (recording && typeof text === 'string' && !background.test(text))
    recording.push({ text, values: values ?? [] });
}

// node-postgres: every statement of the pool and of transactions goes through Client#query
// (a text with values, or a config object {text, values, rowMode}).
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, values, callback) {
  if (recording) {
    if (typeof config === 'string') record(config, Array.isArray(values) ? values : undefined);
    else if (config)
      record(config.text, config.values ?? (Array.isArray(values) ? values : undefined));
  }
  return clientQuery.call(this, config, values, callback);
};

// PGlite: statements outside a transaction go through query/exec; inside one through the
// transaction object, whose BEGIN and COMMIT PGlite sends itself.
const pgliteQuery = PGlite.prototype.query;
PGlite.prototype.query = function (text, params, options) {
  record(text, params);
  return pgliteQuery.call(this, text, params, options);
};
const pgliteExec = PGlite.prototype.exec;
PGlite.prototype.exec = function (text, options) {
  record(text);
  return pgliteExec.call(this, text, options);
};
const pgliteTransaction = PGlite.prototype.transaction;
PGlite.prototype.transaction = function (callback) {
  return pgliteTransaction.call(this, async (tx) => {
    record('BEGIN');
    const recorded = new Proxy(tx, {
      get(target, property) {
        const value = Reflect.get(target, property);
        if (property === 'query')
          return (text, params, options) => (
            record(text, params),
            value.call(target, text, params, options)
          );
        if (property === 'exec')
          return (text, options) => (record(text), value.call(target, text, options));
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    try {
      const result = await callback(recorded);
      record('COMMIT');
      return result;
    } catch (error) {
      record('ROLLBACK');
      throw error;
    }
  });
};

process.on('message', (message) => {
  if (message === 'capture:start') {
    recording = [];
    process.send({ started: true });
  }
  if (message === 'capture:stop') {
    process.send({ statements: recording ?? [] });
    recording = null;
  }
});
// The channel must not keep the server alive after SIGTERM.
process.channel?.unref();
