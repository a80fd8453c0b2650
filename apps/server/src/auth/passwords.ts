import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (m=19 MiB, t=2, p=1: OWASP's recommended minimum).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A real hash to verify against when an address is unknown, so that a wrong address takes as long
// as a wrong password and timing does not reveal which accounts exist.
let dummyHash: Promise<string> | null = null;

/** True when the password matches; unknown accounts (`encoded` null) cost the same time. */
export async function verifyPassword(encoded: string | null, password: string): Promise<boolean> {
  dummyHash ??= hash('partitura-timing-equaliser');
  try {
    return await verify(encoded ?? (await dummyHash), password).then(
      (ok) => ok && encoded !== null,
    );
  } catch {
    return false;
  }
}
