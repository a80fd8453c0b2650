import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createAdmission } from './admission';

/** A response's only part admission listens to: its 'close' (the client went away). */
const response = () => new EventEmitter() as unknown as ServerResponse;

/** A piece of work that runs until released. */
function held() {
  let release: () => void = () => {};
  const done = new Promise<void>((resolve) => (release = resolve));
  let started = false;
  return {
    work: async () => {
      started = true;
      await done;
      return 'served';
    },
    release: () => release(),
    started: () => started,
  };
}

describe('admission', () => {
  it('runs `active` requests at once; the next waits its turn and runs when a place is free', async () => {
    const admission = createAdmission({ active: 1, waiting: 5, waitMs: 60_000 });
    const first = held();
    const second = held();
    const a = admission.admit(response(), first.work);
    const b = admission.admit(response(), second.work);
    await expect.poll(() => first.started()).toBe(true);
    expect(second.started()).toBe(false);
    expect(admission.load()).toEqual({ active: 1, waiting: 1 });
    first.release();
    await expect.poll(() => second.started()).toBe(true);
    second.release();
    expect(await a).toEqual({ admitted: true, value: 'served' });
    expect(await b).toEqual({ admitted: true, value: 'served' });
  });

  it('refuses at once when `waiting` requests wait already', async () => {
    const admission = createAdmission({ active: 1, waiting: 1, waitMs: 60_000 });
    const first = held();
    const second = held();
    const a = admission.admit(response(), first.work);
    const b = admission.admit(response(), second.work);
    expect(await admission.admit(response(), async () => 'never')).toEqual({
      admitted: false,
      reason: 'full',
    });
    first.release();
    second.release();
    await Promise.all([a, b]);
  });

  it('drops a waiting request whose client went away, and one that waited its time out', async () => {
    const admission = createAdmission({ active: 1, waiting: 5, waitMs: 50 });
    const first = held();
    const a = admission.admit(response(), first.work);
    let ran = false;
    const res = response();
    const gone = admission.admit(res, async () => (ran = true));
    (res as unknown as EventEmitter).emit('close');
    expect(await gone).toEqual({ admitted: false, reason: 'client_gone' });
    expect(await admission.admit(response(), async () => (ran = true))).toEqual({
      admitted: false,
      reason: 'waited_too_long',
    });
    expect(ran).toBe(false);
    expect(admission.load()).toEqual({ active: 1, waiting: 0 });
    first.release();
    expect(await a).toEqual({ admitted: true, value: 'served' });
  });

  it('refuses at once when the requests ahead would take longer than the wait allows', async () => {
    const admission = createAdmission({ active: 1, waiting: 100, waitMs: 1000 });
    // Served requests of about 400 ms each set the expectation.
    const slow = () => new Promise((resolve) => setTimeout(resolve, 400));
    await admission.admit(response(), slow);
    const first = held();
    const a = admission.admit(response(), first.work);
    const queued = [admission.admit(response(), slow), admission.admit(response(), slow)];
    // Two ahead of it at ~400 ms each, plus itself: over the second it may wait.
    expect(await admission.admit(response(), slow)).toEqual({ admitted: false, reason: 'full' });
    first.release();
    await Promise.all([a, ...queued]);
  });
});
