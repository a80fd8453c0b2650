import createVerovioModule from 'verovio/wasm';
import { enableLogToBuffer, VerovioToolkit } from 'verovio/esm';

/*
 * Verovio (music engraving, WebAssembly) in the server process: one toolkit, loaded on first use
 * (about half a second and some tens of MB), reading Plaine & Easie code. Its messages go to its
 * log buffer, not to the console.
 */

let toolkit: Promise<VerovioToolkit> | null = null;

function loadToolkit(): Promise<VerovioToolkit> {
  toolkit ??= createVerovioModule().then(
    (module) => {
      enableLogToBuffer(1, module);
      const instance = new VerovioToolkit(module);
      // No line breaking: it plays no part in what is read, and costs two thirds of a load.
      instance.setOptions({ inputFrom: 'pae', breaks: 'none' });
      return instance;
    },
    (error: unknown) => {
      toolkit = null; // the next call tries again
      throw error;
    },
  );
  return toolkit;
}

/**
 * Runs `use` with the process's toolkit and answers what it answers. `use` must be synchronous:
 * the toolkit holds one loaded document, and as nothing can run between a synchronous caller's
 * load and its read, calls are serialised. A toolkit that threw is dropped (a WebAssembly fault
 * may leave it broken) and the next call loads a new one.
 */
export async function withVerovio<T>(use: (toolkit: VerovioToolkit) => T): Promise<T> {
  const loading = loadToolkit();
  const instance = await loading;
  try {
    return use(instance);
  } catch (error) {
    if (toolkit === loading) toolkit = null;
    throw error;
  }
}
