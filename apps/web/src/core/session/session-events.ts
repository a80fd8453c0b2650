type Listener = () => void;

const listeners = new Set<Listener>();

/**
 * Lets the GraphQL client tell the session that the server no longer accepts its token (the
 * account was suspended, the password changed elsewhere, the session expired). The session then
 * reloads its user and, finding none, ends — so the person sees it at their next action.
 */
export function onTokenRejected(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportTokenRejected(): void {
  for (const listener of listeners) listener();
}
