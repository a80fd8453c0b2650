import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createAdmission, type AdmissionLimits } from './admission';

/** A request of `client`: admission reads only who sent it. */
const request = (client = 'a') => ({ client }) as unknown as IncomingMessage;
const clientOf = (req: IncomingMessage) => (req as unknown as { client: string }).client;

/** A response whose client is connected; `leave()` is its connection closing. */
function response() {
  const res = Object.assign(new EventEmitter(), {
    destroyed: false,
    socket: { destroyed: false },
  });
  return {
    res: res as unknown as ServerResponse,
    leave() {
      res.socket.destroyed = true;
      res.destroyed = true;
      res.emit('close');
    },
  };
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
    const a = admission.admit(request(), response().res, first.work);
    const b = admission.admit(request(), response().res, second.work);
    await expect.poll(() => first.started()).toBe(true);
    expect(second.started()).toBe(false);
    expect(admission.load()).toEqual({ active: 1, waiting: 1 });
    first.release();
    await expect.poll(() => second.started()).toBe(true);
    second.release();
    expect(await a).toEqual({ admitted: true, value: 'served' });
    expect(await b).toEqual({ admitted: true, value: 'served' });
  });

  it('never stops a request that runs when its client leaves, nor lets another start beside it', async () => {
    const admission = admissionOf({ waitMs: 50 });
    const first = held();
    const client = response();
    const a = admission.admit(request(), client.res, first.work);
    await expect.poll(() => first.started()).toBe(true);
    client.leave();
    const second = held();
    const b = admission.admit(request('b'), response().res, second.work);
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
    const a = admission.admit(request(), response().res, first.work);
    const b = admission.admit(request(), response().res, second.work);
    expect(await admission.admit(request(), response().res, async () => 'never')).toEqual({
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
    const a = admission.admit(request(), response().res, first.work);
    let ran = false;
    const client = response();
    const leaving = admission.admit(request(), client.res, async () => (ran = true));
    client.leave();
    expect(await leaving).toEqual({ admitted: false, reason: 'client_gone' });
    expect(await admission.admit(request(), client.res, async () => (ran = true))).toEqual({
      admitted: false,
      reason: 'client_gone',
    });
    expect(await admission.admit(request(), response().res, async () => (ran = true))).toEqual({
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
    await admission.admit(request(), response().res, slow);
    const first = held();
    const a = admission.admit(request(), response().res, first.work);
    const queued = [
      admission.admit(request(), response().res, slow),
      admission.admit(request(), response().res, slow),
    ];
    // Two ahead of it at ~400 ms each, plus itself: over the second it may wait.
    expect(await admission.admit(request(), response().res, slow)).toEqual({
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
      admission.admit(request('flood'), response().res, running.work),
      ...[1, 2].map((n) =>
        admission.admit(request('flood'), response().res, async () => order.push(`flood ${n}`)),
      ),
    ];
    expect(await admission.admit(request('flood'), response().res, async () => 'never')).toEqual({
      admitted: false,
      reason: 'share',
    });
    const reader = admission.admit(request('reader'), response().res, async () =>
      order.push('reader'),
    );
    running.release();
    await Promise.all([...flood, reader]);
    // The reader's one request ranks before the flood's second and third.
    expect(order).toEqual(['reader', 'flood 1', 'flood 2']);
  });
});
