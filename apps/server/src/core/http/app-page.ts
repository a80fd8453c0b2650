import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredEncoding, type ContentEncoding } from './content-encoding';
import type { Logger } from '../runtime/logger';

/**
 * What the server writes into the application page (index.html) so that its first paint needs no
 * request of its own: the title, the browser's colour for its own UI, and data for the app.
 */
export type PageHead = {
  /** The document's title; null keeps the one of index.html. */
  title: string | null;
  /** `<meta name="theme-color">` for a light and a dark colour scheme. */
  themeColor: { light: string; dark: string };
  /** Each entry a `<script type="application/json" id="…">`: data, never run. */
  data: Record<string, unknown>;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * JSON to stand inside a `<script>` element: `<` is written `\u003c`, so no text of a setting
 * (`</script>`, `<!--`) ends the element or changes how the browser reads it; JSON.parse reads
 * the same value back. `>`, `&` and U+2028/U+2029 go the same way for good measure.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** index.html with the PageHead: title and theme-color replaced, the data before `</head>`. */
export function renderAppPage(template: string, head: PageHead): string {
  const themeColor = (['light', 'dark'] as const)
    .map(
      (scheme) =>
        `<meta name="theme-color" media="(prefers-color-scheme: ${scheme})" content="${escapeHtml(head.themeColor[scheme])}" />`,
    )
    .join('');
  const data = Object.entries(head.data)
    .map(
      ([id, value]) =>
        `<script type="application/json" id="${escapeHtml(id)}">${jsonForScript(value)}</script>`,
    )
    .join('');
  let page = template.replace(/<meta name="theme-color"[^>]*>/, () => themeColor);
  if (head.title !== null)
    page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title!)}</title>`);
  return page.includes('</head>') ? page.replace('</head>', () => `${data}</head>`) : page + data;
}

// A path whose last part has a file extension names a file (missing: 404), as in sirv's history
// fallback; so does anything under /.well-known/.
const FILE_PATH = /[/]([A-Za-z\s\d~$._-]+\.\w+){1,}$/;

/** True for a route of the single-page application, answered with the application page. */
export function isApplicationRoute(path: string): boolean {
  return path === '/index.html' || !(FILE_PATH.test(path) || path.includes('/.well-known'));
}

type Rendered = {
  key: string;
  etag: string;
  bodies: Record<ContentEncoding | 'identity', Buffer>;
};

/**
 * Answers the application page (every route of the single-page application): index.html of the
 * built app with the PageHead `head()` gives, no-cache, compressed as the request prefers. The
 * page changes only when the head or the build does: the last rendering, compressed, is kept.
 * Without `head`, or when it fails, the page goes out as built, and the app reads what it needs
 * itself.
 */
export function createAppPage({
  webDist,
  head,
  log,
}: {
  webDist: string;
  head?: (() => Promise<PageHead>) | null;
  log: Logger;
}) {
  const indexFile = join(webDist, 'index.html');
  let template: { mtimeMs: number; size: number; text: string } | null = null;
  let last: Rendered | null = null;

  // Read again when the file changed: a rebuilt web app is served at once.
  async function currentTemplate(): Promise<string> {
    const stats = await stat(indexFile);
    if (!template || template.mtimeMs !== stats.mtimeMs || template.size !== stats.size)
      template = {
        mtimeMs: stats.mtimeMs,
        size: stats.size,
        text: await readFile(indexFile, 'utf8'),
      };
    return template.text;
  }

  async function render(): Promise<Rendered> {
    const text = await currentTemplate();
    let page = text;
    try {
      if (head) page = renderAppPage(text, await head());
    } catch (error) {
      log.warn({ err: error }, 'application page served without its head');
    }
    if (last?.key === page) return last;
    const identity = Buffer.from(page);
    last = {
      key: page,
      etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
      bodies: {
        identity,
        // Quality 5, not the build's 11: this page is compressed as the settings change, a few
        // kilobytes while a request waits.
        br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        gzip: gzipSync(identity),
      },
    };
    return last;
  }

  return async function answerAppPage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const page = await render();
    res.setHeader('Cache-Control', 'no-cache');
    // A record's address answers its linked data to a client asking for that (linked-data/).
    res.setHeader('Vary', 'Accept, Accept-Encoding');
    res.setHeader('ETag', page.etag);
    if (req.headers['if-none-match'] === page.etag) {
      res.writeHead(304);
      return void res.end();
    }
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const body = page.bodies[encoding ?? 'identity'];
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
