/// <reference lib="webworker" />
// Renders Plaine & Easie code with Verovio off the main thread. The WASM module (several MB) is
// fetched and compiled on the first request only, so screens without incipits never pay for it.
import createVerovioModule from 'verovio/wasm';
import { VerovioToolkit } from 'verovio/esm';
import type { NoteRange, PaeMessage, RenderRequest, RenderResponse } from './verovio-protocol';

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

/** The colour of matched notes (a melodic search's hit). */
const MATCH_COLOR = '#c62828';

/**
 * The SVG with the notes of `range` coloured: the server counts notes as Verovio's descriptive
 * features list them (the same toolkit, the same PAE), whose ids are those of the drawing.
 */
function markNotes(verovio: VerovioToolkit, svg: string, range: NoteRange): string {
  const features = verovio.getDescriptiveFeatures({}) as { pitchesIds?: string[][] };
  const ids = new Set(
    (features.pitchesIds ?? []).slice(range.start, range.start + range.length).flat(),
  );
  return svg.replace(/<g id="([^"]+)" class="note/g, (whole, noteId: string) =>
    ids.has(noteId)
      ? `<g id="${noteId}" style="fill:${MATCH_COLOR};stroke:${MATCH_COLOR}" class="note partitura-match`
      : whole,
  );
}

self.onmessage = async (event: MessageEvent<RenderRequest>) => {
  const { id, document, highlight } = event.data;
  let answer: RenderResponse;
  try {
    const verovio = await loadToolkit();
    const messages = messagesOf(verovio.validatePAE(document));
    const loaded = verovio.loadData(document);
    // loadData answers 1 or 0.
    const svg = loaded ? verovio.renderToSVG(1) : null;
    answer = {
      id,
      ok: true,
      svg: svg && highlight ? markNotes(verovio, svg, highlight) : svg,
      messages,
    };
  } catch (error) {
    answer = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(answer);
};
