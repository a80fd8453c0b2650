// The image server under load (issue 22): tiles beside large renders, each client's share, and
// renders dropped when their clients leave. Clients are told apart by X-Forwarded-For (the
// fixture trusts one proxy hop); the service renders two tiles and one large image at a time.
import { request, type IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cachedFiles, startFixture, type Fixture } from './test-support';

// Large renders take a second or two each, several times that on a busy machine.
const SLOW = 120_000;

let fixture: Fixture;
beforeAll(async () => {
  fixture = await startFixture(50 * 1024 * 1024, { renderSlots: 2 });
});
afterAll(async () => {
  await fixture?.close();
});

type Answer = { status: number; headers: IncomingHttpHeaders; order: number };
let answered = 0;

/** A GET of `path` from `client`, on a connection of its own; `cut` closes it. */
function ask(path: string, client: string) {
  let cut = () => {};
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = request(
      `${fixture.url}/iiif/3/${path}`,
      { agent: false, headers: { 'x-forwarded-for': client } },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, order: answered++ }),
        );
      },
    );
    req.on('error', reject);
    req.end();
    cut = () => req.destroy();
  });
  return { answer, cut: () => cut() };
}

/**
 * A large render of `big` (2000×1500) that no other request asks: upscaled to about the most
 * info.json allows (16.7 megapixels), `n` pixels narrower.
 */
const large = (n: number, format = 'jpg') => `big/full/^${4729 - n},/0/default.${format}`;

const idle = () =>
  vi.waitFor(
    () =>
      expect(fixture.service.load).toEqual({
        running: { small: 0, large: 0 },
        queued: { small: 0, large: 0 },
      }),
    { timeout: SLOW / 2, interval: 20 },
  );

describe('tiles beside large renders', () => {
  it(
    'answers a cold tile at once while large renders take their slot and queue',
    async () => {
      const renders = [0, 1, 2].map((n) => ask(large(100 + n), `10.1.0.${n}`));
      const tile = await ask('big/1024,512,256,256/256,/0/default.jpg', '10.1.1.1').answer;
      expect(tile.status).toBe(200);
      const done = await Promise.all(renders.map((render) => render.answer));
      expect(done.map((render) => render.status)).toEqual([200, 200, 200]);
      // The tile did not wait for any of them.
      expect(done.every((render) => render.order > tile.order)).toBe(true);
    },
    SLOW,
  );
});

describe("a client's share", () => {
  it(
    'refuses a client a third large render at once (429, Retry-After), not another client',
    async () => {
      const mine = [0, 1, 2].map((n) => ask(large(200 + n), '10.2.0.1'));
      const other = ask(large(210), '10.2.0.2');
      const answers = await Promise.all(mine.map((render) => render.answer));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 429]);
      const refused = answers.find((answer) => answer.status === 429)!;
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['cache-control']).toBe('no-store');
      // At once: before the renders it was refused for.
      const admitted = answers.filter((answer) => answer !== refused);
      expect(refused.order).toBeLessThan(Math.min(...admitted.map((answer) => answer.order)));
      expect((await other.answer).status).toBe(200);
    },
    SLOW,
  );
});

describe('clients that leave', () => {
  it(
    'drops the renders that had not started, and keeps one another client still waits for',
    async () => {
      await idle();
      // One large render runs (webp: slow); five wait, two clients waiting for the same one.
      const running = ask(large(300, 'webp'), '10.3.0.1');
      const left = [1, 2, 3, 4].map((n) => ask(large(300 + n), `10.3.0.${1 + n}`));
      const shared = [ask(large(310), '10.3.1.1'), ask(large(310), '10.3.1.2')];
      await vi.waitFor(
        () =>
          expect(fixture.service.load.queued.large + fixture.service.load.running.large).toBe(6),
        { timeout: SLOW / 2, interval: 5 },
      );
      for (const request of [...left, shared[0]]) {
        request.cut();
        await request.answer.catch(() => undefined);
      }
      expect((await shared[1].answer).status).toBe(200);
      expect((await running.answer).status).toBe(200);
      await idle();
      const files = await cachedFiles(fixture.iiifDir);
      const rendered = (n: number) => files.some((file) => file.startsWith(`full_^${4729 - n},`));
      expect(rendered(310)).toBe(true);
      // Not started when their clients left: none rendered (the one under way may have ended
      // just before they did, and the next begun).
      expect([1, 2, 3, 4].filter((n) => rendered(300 + n)).length).toBeLessThanOrEqual(1);
    },
    SLOW,
  );
});
