import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { CONTENT_SECURITY_POLICY } from './security-headers';

// What the server tells browsers, over real HTTP: CORS, the security headers and the cookie
// attributes, for an app served over http and one served over https (behind a proxy).
const APP = 'http://partitura.example';
const PARTNER = 'https://partner.example';
const HTTPS_APP = 'https://partitura.example';
const FOREIGN = 'https://evil.example';

let web: string;
let http: TestServer;
let https: TestServer;

beforeAll(async () => {
  web = await mkdtemp(join(tmpdir(), 'partitura-web-'));
  await mkdir(join(web, 'assets'));
  await writeFile(join(web, 'index.html'), '<!doctype html><title>Partitura</title>');
  await writeFile(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  http = await startTestServer({ APP_URL: APP, CORS_ORIGINS: `${PARTNER}`, WEB_DIST: web });
  https = await startTestServer({ APP_URL: HTTPS_APP, WEB_DIST: web });
});
afterAll(async () => {
  await http?.close();
  await https?.close();
  await rm(web, { recursive: true, force: true });
});

const PING = JSON.stringify({ query: '{ ping }' });

function postFrom(server: TestServer, origin: string) {
  return fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: PING,
  });
}

function preflightFrom(server: TestServer, origin: string) {
  return fetch(`${server.url}/graphql`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type, x-xsrf-token, authorization, locale',
    },
  });
}

/** Every Access-Control-Allow-* header of an answer. */
function allowHeaders(response: Response): string[] {
  return [...response.headers.keys()].filter((name) => name.startsWith('access-control-allow'));
}

describe('CORS', () => {
  it('gives a page of another origin no Access-Control-Allow-* header at all', async () => {
    const response = await postFrom(http, FOREIGN);
    expect(response.status).toBe(200);
    expect(allowHeaders(response)).toEqual([]);
    expect(response.headers.get('vary')).toMatch(/Origin/);
  });

  it("lets APP_URL's origin read answers with credentials", async () => {
    const response = await postFrom(http, APP);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('lets an origin of CORS_ORIGINS read answers with credentials', async () => {
    const response = await postFrom(http, PARTNER);
    expect(response.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('does not take an origin that only starts like an allowed one', async () => {
    for (const origin of [`${APP}.evil.example`, 'http://partitura.example:8080', 'null']) {
      expect(allowHeaders(await postFrom(http, origin)), origin).toEqual([]);
    }
  });

  it('answers the preflight of an allowed origin with the methods and headers the app uses', async () => {
    const response = await preflightFrom(http, APP);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(APP);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const headers = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const name of ['content-type', 'x-xsrf-token', 'authorization', 'locale'])
      expect(headers).toContain(name);
  });

  it('answers the preflight of another origin without any Access-Control-Allow-* header', async () => {
    const response = await preflightFrom(http, FOREIGN);
    expect(response.status).toBe(204);
    expect(allowHeaders(response)).toEqual([]);
  });
});

describe('security headers', () => {
  const paths = ['/', '/scores/12', '/assets/app-abc123.js', '/graphql?query={ping}', '/healthz'];

  it('sends the Content-Security-Policy and Permissions-Policy with every response', async () => {
    for (const path of [...paths, '/assets/missing.js']) {
      const response = await fetch(http.url + path);
      expect(response.headers.get('content-security-policy'), path).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers.get('permissions-policy'), path).toMatch(/camera=\(\)/);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });

  it('allows scripts only from the app itself, never inline', () => {
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split('; ').map((directive) => {
        const [name, ...sources] = directive.split(' ');
        return [name, sources] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.has('worker-src')).toBe(false); // falls back to script-src: 'self'
  });

  it('sends Strict-Transport-Security only when APP_URL is https', async () => {
    for (const path of paths) {
      expect((await fetch(http.url + path)).headers.get('strict-transport-security')).toBeNull();
      expect((await fetch(https.url + path)).headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });
});

describe('the XSRF cookie', () => {
  it('is Secure when APP_URL is https, and only then', async () => {
    for (const path of ['/', '/healthz', '/graphql?query={ping}']) {
      expect((await fetch(https.url + path)).headers.get('set-cookie'), path).toMatch(
        /^XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Strict; Secure$/,
      );
      expect((await fetch(http.url + path)).headers.get('set-cookie'), path).toMatch(
        /^XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Strict$/,
      );
    }
  });

  it('is not set on immutable assets, which caches keep and share', async () => {
    const response = await fetch(`${http.url}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
