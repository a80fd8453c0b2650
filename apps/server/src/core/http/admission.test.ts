import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createAdmission, type AdmissionLimits, type Admitted } from './admission';

/** A request of `client` over an open connection: admission reads who sent it and its socket. */
function request(client = 'a'): IncomingMessage {
  const socket = Object.assign(new EventEmitter(), { destroyed: false });
  return { client, socket } as unknown as IncomingMessage;
}
const clientOf = (req: IncomingMessage) => (req as unknown as { client: string }).client;

/** The request's client leaves: its connection closes. */
function leave(req: IncomingMessage) {
  Object.assign(req.socket, { destroyed: true });
  req.socket.emit('close');
}

const admissionOf = (limits: Partial<AdmissionLimits>) =>
  createAdmission({ active: 1, waiting: 100, waitMs: 60_000, perClient: 100, ...limits }, clientOf);

/** A piece of work that runs until released. */
function held(value = 'served') {
  let release: () => void = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  let started = false;
  return {
    work: async () => {
      started = true;
      await done;
      return value;
    },
    release: () => release(),
    started: () => started,
  };
}

describe('admission', () => {
  it('runs `active` requests at once; the next waits its turn and runs when a place is free', async () => {
    const admission = admissionOf({});
    const first = held();
    const second = held();
    const a = admission.admit(request(), first.work);
    const b = admission.admit(request(), second.work);
    await expect.poll(() => first.started()).toBe(true);
    expect(second.started()).toBe(false);
    expect(admission.load()).toEqual({ active: 1, waiting: 1 });
    first.release();
    await expect.poll(() => second.started()).toBe(true);
    second.release();
    expect(await a).toEqual({ admitted: true, value: 'served' });
    expect(await b).toEqual({ admitted: true, value: 'served' });
  });

  it('starts a request at a free place at once, with no wait to time nor a listener on its client', async () => {
    const admission = admissionOf({ active: 2 });
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const before = timers();
    const first = held();
    const client = request();
    const a = admission.admit(client, first.work);
    // Started within admit's first step: nothing was awaited before the work began.
    expect(first.started()).toBe(true);
    expect(timers()).toBe(before);
    expect(client.socket.listenerCount('close')).toBe(0);
    first.release();
    expect(await a).toEqual({ admitted: true, value: 'served' });
    // The place is given back: the client holds none.
    const again = held();
    const b = admission.admit(client, again.work);
    expect(again.started()).toBe(true);
    again.release();
    expect(await b).toEqual({ admitted: true, value: 'served' });
    expect(admission.load()).toEqual({ active: 0, waiting: 0 });
  });

  it('never stops a request that runs when its client leaves, nor lets another start beside it', async () => {
    const admission = admissionOf({ waitMs: 50 });
    const first = held();
    const client = request();
    const a = admission.admit(client, first.work);
    await expect.poll(() => first.started()).toBe(true);
    leave(client);
    const second = held();
    const b = admission.admit(request('b'), second.work);
    // Its wait runs out while the first still runs: the first kept its place.
    expect(await b).toEqual({ admitted: false, reason: 'waited_too_long' });
    expect(second.started()).toBe(false);
    first.release();
    expect(await a).toEqual({ admitted: true, value: 'served' });
  });

  it('refuses at once when `waiting` requests wait already', async () => {
    const admission = admissionOf({ waiting: 1 });
    const first = held();
    const second = held();
    const a = admission.admit(request(), first.work);
    const b = admission.admit(request(), second.work);
    expect(await admission.admit(request(), async () => 'never')).toEqual({
      admitted: false,
      reason: 'full',
    });
    first.release();
    second.release();
    await Promise.all([a, b]);
  });

  it('drops a waiting request whose client went away, one that had gone already, and one that waited its time out', async () => {
    const admission = admissionOf({ waitMs: 50 });
    const first = held();
    const a = admission.admit(request(), first.work);
    let ran = false;
    const client = request();
    const leaving = admission.admit(client, async () => (ran = true));
    leave(client);
    expect(await leaving).toEqual({ admitted: false, reason: 'client_gone' });
    expect(await admission.admit(client, async () => (ran = true))).toEqual({
      admitted: false,
      reason: 'client_gone',
    });
    expect(await admission.admit(request(), async () => (ran = true))).toEqual({
      admitted: false,
      reason: 'waited_too_long',
    });
    expect(ran).toBe(false);
    expect(admission.load()).toEqual({ active: 1, waiting: 0 });
    first.release();
    expect(await a).toEqual({ admitted: true, value: 'served' });
  });

  it('refuses at once when the requests ahead would take longer than the wait allows', async () => {
    const admission = admissionOf({ waitMs: 1000 });
    // Served requests of about 400 ms each set the expectation.
    const slow = () => new Promise((resolve) => setTimeout(resolve, 400));
    await admission.admit(request(), slow);
    const first = held();
    const a = admission.admit(request(), first.work);
    const queued = [admission.admit(request(), slow), admission.admit(request(), slow)];
    // Two ahead of it at ~400 ms each, plus itself: over the second it may wait.
    expect(await admission.admit(request(), slow)).toEqual({
      admitted: false,
      reason: 'full',
    });
    first.release();
    await Promise.all([a, ...queued]);
  });

  it("keeps one client to its share and lets another client's request go before its queue", async () => {
    const admission = admissionOf({ perClient: 3 });
    const running = held();
    const order: string[] = [];
    const flood = [
      admission.admit(request('flood'), running.work),
      ...[1, 2].map((n) => admission.admit(request('flood'), async () => order.push(`flood ${n}`))),
    ];
    expect(await admission.admit(request('flood'), async () => 'never')).toEqual({
      admitted: false,
      reason: 'share',
    });
    const reader = admission.admit(request('reader'), async () => order.push('reader'));
    running.release();
    await Promise.all([...flood, reader]);
    // The reader's one request ranks before the flood's second and third.
    expect(order).toEqual(['reader', 'flood 1', 'flood 2']);
  });
});

describe('admission over HTTP', () => {
  it('serves a request that arrives while the answer before it on its connection is being written', async () => {
    // Node gives such a request's response no socket until the answer before it is out: a
    // browser that sends its next request at once on a kept-alive connection was taken for a
    // client gone, and its request never answered (the browser tests' spinner that never ended).
    const admission = admissionOf({});
    let secondAdmitted: (admitted: Admitted<string>) => void = () => {};
    const second = new Promise<Admitted<string>>((resolve) => (secondAdmitted = resolve));
    const server = createServer((req, res) => {
      if (req.url === '/first') return void second.then(() => res.end('first answered'));
      void admission
        .admit(req, async () => 'served')
        .then((admitted) => {
          secondAdmitted(admitted);
          res.end(admitted.admitted ? 'second answered' : 'second refused');
        });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.write(
      'GET /first HTTP/1.1\r\nHost: partitura\r\n\r\nGET /second HTTP/1.1\r\nHost: partitura\r\n\r\n',
    );
    try {
      expect(await second).toEqual({ admitted: true, value: 'served' });
      await expect.poll(() => received).toMatch(/first answered[\s\S]*second answered/);
    } finally {
      socket.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
