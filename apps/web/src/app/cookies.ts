/** Reads one cookie of this document; `undefined` when it is not set. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) return decodeURIComponent(trimmed.slice(prefix.length));
  }
  return undefined;
}

/** Sets a session cookie on the given path (SameSite=Lax, Secure on https). */
export function writeCookie(name: string, value: string, path: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=${path}; SameSite=Lax${secure}`;
}

/** Removes a cookie set on the given path. */
export function removeCookie(name: string, path: string): void {
  document.cookie = `${name}=; path=${path}; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
