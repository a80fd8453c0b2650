import type { NoteRange, RenderRequest, RenderResponse } from './verovio-protocol';

type Pending = { resolve: (answer: RenderResponse) => void };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function getWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./verovio.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<RenderResponse>) => {
      pending.get(event.data.id)?.resolve(event.data);
      pending.delete(event.data.id);
    };
    worker.onerror = (event) => {
      // A worker that cannot start (e.g. WASM refused) answers every open request with the error.
      for (const [id, request] of pending) request.resolve({ id, ok: false, error: event.message });
      pending.clear();
    };
  }
  return worker;
}

/**
 * Starts the Verovio worker now, so that the download and compilation of its WebAssembly run
 * while a screen that will show notation loads its data and renders: called as that screen's
 * chunk starts loading (scores/routes.ts), never on screens without notation.
 */
export function prepareNotation(): void {
  getWorker();
}

/** Renders a PAE document (`@clef:…\n@data:…`) in the shared Verovio worker. */
export function renderPae(
  document: string,
  highlight: NoteRange | null = null,
): Promise<RenderResponse> {
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, { resolve });
    const request: RenderRequest = { id, document, highlight };
    getWorker().postMessage(request);
  });
}
