import { describe, expect, it } from 'vitest';
import { whenIdle } from './idle-queue';

/** Resolves after the queue's next turn (50 ms outside a browser) and a little more. */
const turn = () => new Promise((resolve) => setTimeout(resolve, 60));

describe('whenIdle', () => {
  it('runs queued work in order, one piece per turn, and skips what was cancelled', async () => {
    const done: string[] = [];
    whenIdle(() => done.push('first'));
    const second = whenIdle(() => done.push('second'));
    whenIdle(() => done.push('third'));
    second.cancel();
    expect(done).toEqual([]);
    await turn();
    expect(done).toEqual(['first']);
    await turn();
    expect(done).toEqual(['first', 'third']);
  });

  it('keeps going after a piece that throws', async () => {
    const done: string[] = [];
    whenIdle(() => {
      throw new Error('broken');
    });
    whenIdle(() => done.push('after'));
    await turn();
    await turn();
    expect(done).toEqual(['after']);
  });
});
