import { describe, expect, it } from 'vitest';
import {
  createRenderQueue,
  RenderDropped,
  RenderRefused,
  type RenderQueueOptions,
  type RenderSize,
} from './render-queue';

const OPTIONS: RenderQueueOptions = {
  slots: { small: 2, large: 1 },
  perClient: { small: 3, large: 2 },
  maxQueued: { small: 6, large: 3 },
  retryAfter: { small: 1, large: 5 },
};

/** A queue whose tasks end when the test says: `started` lists them as they start. */
function harness(options = OPTIONS) {
  const queue = createRenderQueue(options);
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const settled: string[] = [];
  const submit = (name: string, client: string, size: RenderSize, signal?: AbortSignal) => {
    const ticket = queue.admit(client, size);
    const done = ticket.run(() => {
      started.push(name);
      return new Promise<string>((resolve) => finish.set(name, () => resolve(name)));
    }, signal);
    done.then(
      () => settled.push(name),
      (error: unknown) => settled.push(`${name}: ${(error as Error).constructor.name}`),
    );
    return done;
  };
  // Lets the promise callbacks of a finished task (and the starts they make) run.
  const tick = () => new Promise((resolve) => setImmediate(resolve));
  const end = async (name: string) => {
    finish.get(name)!();
    await tick();
  };
  return { queue, started, settled, submit, end, tick };
}

describe('the render queue', () => {
  it('runs large renders in their slots only: tiles start at once beside them', async () => {
    const { queue, started, submit, end, tick } = harness();
    void submit('L1', 'a', 'large');
    void submit('L2', 'b', 'large');
    void submit('L3', 'c', 'large');
    void submit('t1', 'viewer', 'small');
    void submit('t2', 'viewer', 'small');
    void submit('t3', 'viewer', 'small');
    await tick();
    expect(started).toEqual(['L1', 't1', 't2']);
    expect(queue.load).toEqual({ running: { small: 2, large: 1 }, queued: { small: 1, large: 2 } });
    await end('L1');
    expect(started).toEqual(['L1', 't1', 't2', 'L2']);
    await end('t1');
    expect(started).toEqual(['L1', 't1', 't2', 'L2', 't3']);
  });

  it('starts a large render while tiles take all of theirs', async () => {
    const { started, submit, tick } = harness();
    void submit('t1', 'viewer', 'small');
    void submit('t2', 'viewer', 'small');
    void submit('t3', 'viewer', 'small');
    void submit('L1', 'a', 'large');
    await tick();
    expect(started).toEqual(['t1', 't2', 'L1']);
  });

  it('serves the clients in turn, not in the order of arrival', async () => {
    const { started, submit, end, tick } = harness();
    void submit('L0', 'x', 'large');
    void submit('a1', 'a', 'large');
    void submit('a2', 'a', 'large');
    void submit('b1', 'b', 'large');
    await tick();
    await end('L0');
    await end('a1');
    expect(started).toEqual(['L0', 'a1', 'b1']);
  });

  it("refuses a client beyond its share at once, and a full queue; a render's end makes room", async () => {
    const { queue, submit, end, tick } = harness();
    void submit('a1', 'a', 'large');
    void submit('a2', 'a', 'large');
    expect(() => queue.admit('a', 'large')).toThrow(
      expect.objectContaining({ reason: 'share', retryAfter: 5 }),
    );
    // Its tiles are another share.
    void submit('at', 'a', 'small');
    void submit('b1', 'b', 'large');
    void submit('c1', 'c', 'large');
    await tick();
    expect(queue.load.queued.large).toBe(3);
    let refusal: unknown;
    try {
      queue.admit('d', 'large');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(RenderRefused);
    expect(refusal).toMatchObject({ reason: 'busy', retryAfter: 5 });
    await end('a1');
    expect(() => queue.admit('a', 'large').release()).not.toThrow();
    expect(() => queue.admit('d', 'large').release()).not.toThrow();
  });

  it('drops a waiting render when its signal aborts; a running one goes on', async () => {
    const { queue, started, settled, submit, end, tick } = harness();
    const first = new AbortController();
    const second = new AbortController();
    void submit('L1', 'a', 'large', first.signal);
    const dropped = submit('L2', 'b', 'large', second.signal);
    void submit('L3', 'c', 'large');
    await tick();
    first.abort();
    second.abort();
    await expect(dropped).rejects.toBeInstanceOf(RenderDropped);
    expect(queue.load.queued.large).toBe(1);
    // b's place is free again.
    expect(() => queue.admit('b', 'large').release()).not.toThrow();
    await end('L1');
    expect(started).toEqual(['L1', 'L3']);
    expect(settled).toEqual(['L2: RenderDropped', 'L1']);
    await end('L3');
    expect(queue.load).toEqual({ running: { small: 0, large: 0 }, queued: { small: 0, large: 0 } });
  });

  it('answers a task that fails with its error, and frees its slot', async () => {
    const queue = createRenderQueue(OPTIONS);
    await expect(
      queue.admit('a', 'large').run(() => Promise.reject(new Error('broken'))),
    ).rejects.toThrow('broken');
    await expect(queue.admit('a', 'large').run(async () => 'fine')).resolves.toBe('fine');
    expect(queue.load).toEqual({ running: { small: 0, large: 0 }, queued: { small: 0, large: 0 } });
  });
});
