/** Reads one cookie of this document; `undefined` when it is not set. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return undefined;
}

/**
 * The attributes of every cookie the app writes: the path, SameSite=Lax, and Secure when the app
 * is served over https, so a cookie (the session token among them) never travels in clear.
 */
function attributes(path: string): string {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `path=${path}; SameSite=Lax${secure}`;
}

/** Sets a session cookie on the given path. */
export function writeCookie(name: string, value: string, path: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; ${attributes(path)}`;
}

/** Removes a cookie set on the given path. */
export function removeCookie(name: string, path: string): void {
  document.cookie = `${name}=; ${attributes(path)}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
