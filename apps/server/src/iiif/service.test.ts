import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRA_FEATURES } from './info';
import { cachedFiles, get, rawGet, startFixture, type Fixture } from './test-support';

let fixture: Fixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(async () => {
  await fixture?.close();
});

const at = (path: string) => `${fixture.url}/iiif/3/${path}`;

describe('info.json', () => {
  it('describes the image, its tiles, sizes, limits and features', async () => {
    const { response, body } = await get(at('big/info.json'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('link')).toBe(
      '<http://iiif.io/api/image/3/level2.json>;rel="profile"',
    );
    const info = JSON.parse(body.toString());
    expect(Object.keys(info)[0]).toBe('@context');
    expect(info).toEqual({
      '@context': 'http://iiif.io/api/image/3/context.json',
      id: 'http://images.example/iiif/3/big',
      type: 'ImageService3',
      protocol: 'http://iiif.io/api/image',
      profile: 'level2',
      width: 2000,
      height: 1500,
      maxWidth: 10_000,
      maxHeight: 10_000,
      maxArea: 16_777_216,
      sizes: [
        { width: 250, height: 188 },
        { width: 500, height: 375 },
        { width: 1000, height: 750 },
        { width: 2000, height: 1500 },
      ],
      tiles: [{ width: 256, scaleFactors: [1, 2, 4, 8] }],
      extraQualities: ['color', 'gray', 'bitonal'],
      extraFormats: ['png', 'webp'],
      extraFeatures: EXTRA_FEATURES,
    });
    expect(info.extraFeatures).toEqual(
      expect.arrayContaining(['baseUriRedirect', 'cors', 'jsonldMediaType', 'profileLinkHeader']),
    );
  });

  it('is JSON-LD when the request accepts it', async () => {
    const { response } = await get(at('small/info.json'), {
      headers: { Accept: 'application/ld+json, application/json;q=0.5' },
    });
    expect(response.headers.get('content-type')).toBe(
      'application/ld+json;profile="http://iiif.io/api/image/3/context.json"',
    );
    expect(response.headers.get('vary')).toBe('Accept');
  });

  it('names its service by the encoded identifier, and the base URI redirects to it', async () => {
    const { response } = await get(at('big'), { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://images.example/iiif/3/big/info.json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('is private for a private image, and answers If-None-Match with 304', async () => {
    const { response } = await get(at('private/info.json'));
    expect(response.headers.get('cache-control')).toBe('private, max-age=3600');
    const etag = response.headers.get('etag')!;
    const again = await get(at('private/info.json'), { headers: { 'If-None-Match': etag } });
    expect(again.response.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe('image responses', () => {
  it('carry ETag, Cache-Control, profile and canonical links, and answer 304 to their ETag', async () => {
    const { response, body } = await get(at('big/pct:0,0,50,50/250,/0/color.jpg'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('link')).toBe(
      '<http://iiif.io/api/image/3/level2.json>;rel="profile", ' +
        '<http://images.example/iiif/3/big/0,0,1000,750/250,188/0/default.jpg>;rel="canonical"',
    );
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    // The same image asked differently: the same ETag.
    const canonical = await get(at('big/0,0,1000,750/250,188/0/default.jpg'));
    expect(canonical.response.headers.get('etag')).toBe(etag);
    expect(canonical.body.equals(body)).toBe(true);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(at('big/pct:0,0,50,50/250,/0/color.jpg'), {
        headers: { 'If-None-Match': header },
      });
      expect(again.response.status, header).toBe(304);
      expect(again.response.headers.get('etag')).toBe(etag);
      expect(again.body.length).toBe(0);
    }
    const other = await get(at('big/pct:0,0,50,50/250,/0/color.jpg'), {
      headers: { 'If-None-Match': '"other"' },
    });
    expect(other.response.status).toBe(200);
  });

  it('are private for a private image', async () => {
    const { response } = await get(at('private/full/100,/0/default.jpg'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
  });

  it('answer HEAD of a rendering not made yet without making it, and with the length once made', async () => {
    const path = at('big/full/^3000,/0/default.png');
    const head = await get(path, { method: 'HEAD' });
    expect(head.response.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.response.headers.get('content-length')).toBeNull();
    expect(await cachedFiles(fixture.iiifDir)).not.toContain('full_^3000,2250_0_default.png');
    const full = await get(path);
    expect(await cachedFiles(fixture.iiifDir)).toContain('full_^3000,2250_0_default.png');
    const again = await get(path, { method: 'HEAD' });
    expect(again.body.length).toBe(0);
    for (const response of [head.response, again.response])
      for (const header of ['content-type', 'etag', 'cache-control', 'link'])
        expect(response.headers.get(header), header).toBe(full.response.headers.get(header));
    expect(Number(again.response.headers.get('content-length'))).toBe(full.body.length);
  });

  it('answer simultaneous requests for tiles, all of them', async () => {
    const tiles = [];
    for (let x = 0; x < 2000; x += 512)
      for (let y = 0; y < 1500; y += 512) tiles.push(`big/${x},${y},512,512/max/0/default.jpg`);
    const answers = await Promise.all([...tiles, ...tiles].map((tile) => get(at(tile))));
    expect(answers.map(({ response }) => response.status)).toEqual(answers.map(() => 200));
    for (let i = 0; i < tiles.length; i++)
      expect(answers[i].body.equals(answers[i + tiles.length].body)).toBe(true);
  });
});

describe('refusals', () => {
  it.each([
    // malformed
    ['big/full/max/0/default.tif', 400],
    ['big/full/max/0/default.gif', 400],
    ['big/full/max/0/default.bmp', 400],
    ['big/full/max/0/grey.jpg', 400],
    ['big/full/max/361/default.jpg', 400],
    ['big/full/max/-90/default.jpg', 400],
    ['big/full/max/NaN/default.jpg', 400],
    ['big/pct:1e309,0,10,10/max/0/default.jpg', 400],
    ['big/pct:NaN,0,10,10/max/0/default.jpg', 400],
    ['big/-1,0,10,10/max/0/default.jpg', 400],
    ['big/99999999999999999999,0,10,10/max/0/default.jpg', 400],
    ['big/full/99999999999999999999,/0/default.jpg', 400],
    ['big/full/max/0/default', 400],
    ['big/full/max', 400],
    ['big/', 400],
    ['', 400],
    ['..', 400],
    ['%2E%2E/info.json', 400],
    ['a%2Fb/info.json', 400],
    ['a%2F..%2F..%2Fetc%2Fpasswd/info.json', 400],
    ['%ZZ/info.json', 400],
    [`${'x'.repeat(5000)}/info.json`, 400],
    // against the image
    ['big/2000,0,10,10/max/0/default.jpg', 400],
    ['big/0,0,0,10/max/0/default.jpg', 400],
    ['big/full/2001,/0/default.jpg', 400],
    ['big/full/pct:101/0/default.jpg', 400],
    ['big/full/^10001,/0/default.jpg', 400],
    ['big/full/^4730,/0/default.jpg', 400],
    ['big/0,0,10,1/4,/0/default.jpg', 400],
    // unknown, or not to be seen by the request (after the syntax)
    ['nothing/info.json', 404],
    ['nothing/full/max/0/default.jpg', 404],
    ['a/b/full/max/0/default.jpg', 404],
    ['a/b/info.json', 404],
  ])('%s → %i, plain text, with CORS', async (path, status) => {
    const response = await rawGet(fixture.url, `/iiif/3/${path}`);
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.trim().length).toBeGreaterThan(0);
  });

  it('refuses other methods with 405', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const { response } = await get(at('big/info.json'), { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });

  it('answers CORS preflights', async () => {
    const { response } = await get(at('big/full/max/0/default.jpg'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://viewer.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-requested-with',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe('x-requested-with');
  });

  it('leaves other paths to the caller', async () => {
    for (const path of ['/iiif/2/big/info.json', '/iiif/30/big/info.json', '/images/big']) {
      const { response } = await get(`${fixture.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('never fails with 500 on hostile paths', async () => {
    const hostile = [
      'big/full/max/0/default.jpg%00',
      'big/%00/max/0/default.jpg',
      'big/full/%5E%5Emax/0/default.jpg',
      'big/pct:0,0,1e-400,1/max/0/default.jpg',
      'big/full/pct:0.0000000000000001/0/default.jpg',
      'big/full/!0,0/0/default.jpg',
      'big/full/!99999999999999,99999999999999/0/default.jpg',
      'big/full/max/0.00000000000000001/default.jpg',
      'big/full/max/359.99999999/default.jpg',
      'big/square/max/0/default.jpg.png',
      `big/${'0,'.repeat(300)}/max/0/default.jpg`,
    ];
    for (const path of hostile) {
      const { status } = await rawGet(fixture.url, `/iiif/3/${path}`);
      expect(status, path).toBeLessThan(500);
    }
    expect(fixture.lines.filter((line) => line.includes('"level":50'))).toEqual([]);
  });
});
