import type { ServerResponse } from 'node:http';

/**
 * The Content-Security-Policy of every response. The web app keeps its session token in a cookie
 * the page reads (spec §4), so this policy is what keeps an injected script from running:
 * - scripts only from this origin, never inline; 'wasm-unsafe-eval' lets the Verovio worker
 *   compile its WebAssembly (embedded in the worker's own script, served from /assets/ like the
 *   rest, so workers need no source beyond 'self' either, no blob:);
 * - styles from this origin and inline: MUI (emotion) inserts <style> elements at run time and
 *   Verovio's SVG carries its own <style>; a style cannot run code;
 * - fonts from this origin and data: (Vite inlines the smallest Roboto subsets as data: URLs);
 * - nothing else from anywhere else: no plugins, no <base>, no framing, forms post here only.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Powerful browser features the app does not use, denied to it and to anything it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** A year, for every subdomain: only ever sent when the app is served over https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** True when APP_URL says the app is served over https (cookies get Secure, HSTS is sent). */
export function servedOverHttps(appUrl: string): boolean {
  return new URL(appUrl).protocol === 'https:';
}

/** Sets the security headers every response carries, whatever it answers. */
export function setSecurityHeaders(res: ServerResponse, { https }: { https: boolean }): void {
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'same-origin');
  if (https) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}
