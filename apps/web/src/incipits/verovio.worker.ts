/// <reference lib="webworker" />
// Renders Plaine & Easie code with Verovio off the main thread. The WASM module (several MB) is
// fetched and compiled on the first request only, so screens without incipits never pay for it.
import createVerovioModule from 'verovio/wasm';
import { VerovioToolkit } from 'verovio/esm';
import type { PaeMessage, RenderRequest, RenderResponse } from './verovio-protocol';

type RawMessage = { code?: number; text?: string; type?: string; column?: number };

let toolkit: Promise<VerovioToolkit> | null = null;

function loadToolkit(): Promise<VerovioToolkit> {
  toolkit ??= createVerovioModule().then((module: unknown) => {
    const instance = new VerovioToolkit(module);
    instance.setOptions({
      inputFrom: 'pae',
      adjustPageHeight: true,
      adjustPageWidth: true,
      breaks: 'none',
      footer: 'none',
      header: 'none',
      scale: 40,
      svgViewBox: true,
    });
    return instance;
  });
  return toolkit;
}

/**
 * Verovio reports problems of the header fields as one message each (`clef`, `keysig`, `timesig`)
 * and those of the notes as a list (`data`).
 */
function messagesOf(validation: unknown): PaeMessage[] {
  const report = (validation ?? {}) as Record<string, RawMessage | RawMessage[] | undefined>;
  const all = ['clef', 'keysig', 'timesig', 'data'].flatMap((part) => {
    const value = report[part];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  });
  return all.map((message) => ({
    code: typeof message.code === 'number' ? message.code : null,
    text: message.text ?? '',
    type: message.type === 'error' ? 'error' : 'warning',
    column: typeof message.column === 'number' && message.column >= 0 ? message.column : null,
  }));
}

self.onmessage = async (event: MessageEvent<RenderRequest>) => {
  const { id, document } = event.data;
  let answer: RenderResponse;
  try {
    const verovio = await loadToolkit();
    const messages = messagesOf(verovio.validatePAE(document));
    const loaded = verovio.loadData(document);
    // loadData answers 1 or 0.
    answer = { id, ok: true, svg: loaded ? verovio.renderToSVG(1) : null, messages };
  } catch (error) {
    answer = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
};
