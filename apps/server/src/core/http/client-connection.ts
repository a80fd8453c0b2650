import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/*
 * Whether the client of a request is still there is a question for the request's connection,
 * never for its response: a response waits without a socket (`res.socket` null) while the answer
 * before it on the same keep-alive connection is still being written — a browser that reads an
 * answer and sends its next request at once can be that quick — and it emits no 'close' when the
 * connection ends before its turn. Nor for the request's own 'close': Node emits that as soon as
 * the body has been read.
 */

/** Whether the client that sent `req` has gone (its connection closed). */
export function clientGone(req: IncomingMessage): boolean {
  return req.socket.destroyed;
}

/** The calls waiting for each connection to close: one listener per connection, however many wait. */
const leaving = new WeakMap<Socket, Set<() => void>>();

/**
 * Calls `left` once when the connection of `req` closes (not when it had closed already: ask
 * clientGone first). Answers the function that stops waiting; call it once the wait is over, as a
 * keep-alive connection outlives its requests.
 */
export function whenClientLeaves(req: IncomingMessage, left: () => void): () => void {
  const socket = req.socket;
  let waiting = leaving.get(socket);
  if (!waiting) {
    const calls = new Set<() => void>();
    waiting = calls;
    leaving.set(socket, calls);
    socket.once('close', () => {
      leaving.delete(socket);
      for (const call of calls) call();
    });
  }
  const calls = waiting;
  calls.add(left);
  return () => {
    calls.delete(left);
  };
}
