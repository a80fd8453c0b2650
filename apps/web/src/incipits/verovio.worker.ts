/// <reference lib="webworker" />
// Renders Plaine & Easie code with Verovio off the main thread. The worker exists only once a
// screen shows (or is about to show) notation, so screens without incipits never pay for the WASM
// module (several MB); it starts compiling it as soon as it starts (see the end of this file).
import createVerovioModule from 'verovio/wasm';
import { VerovioToolkit } from 'verovio/esm';
import { mainNoteIds } from '@partitura/domain';
import type { NoteRange, PaeMessage, RenderRequest, RenderResponse } from './verovio-protocol';

type RawMessage = { code?: number; text?: string; type?: string; column?: number };

let toolkit: Promise<VerovioToolkit> | null = null;

/** One note: what the toolkit draws once as it starts. */
const WARM_UP = '@clef:G-2\n@data:4C';

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
    // The first drawing costs several times any later one (Verovio loads its font, the engine
    // compiles the functions it calls); done now, while the screen still loads, it is not the
    // first incipit's to wait for.
    instance.validatePAE(WARM_UP);
    instance.loadData(WARM_UP);
    instance.renderToSVG(1);
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

/**
 * The SVG with the notes of `range` marked: coloured, and a bracket under them, so that colour
 * is not their only mark (WCAG 1.4.1). The server counts notes as Verovio's descriptive features
 * list them (the same toolkit, the same PAE), whose ids are those of the drawing.
 */
function markNotes(verovio: VerovioToolkit, svg: string, range: NoteRange): string {
  const features = verovio.getDescriptiveFeatures({}) as { pitchesIds?: string[][] };
  // The server counts main notes only (domain melody.ts): grace notes are drawn, never marked.
  const main = mainNoteIds(
    features.pitchesIds ?? [],
    (id) => 'grace' in verovio.getElementAttr(id),
  );
  const ids = new Set(main.slice(range.start, range.start + range.length).flat());
  // Marked by class only: IncipitNotation colours them in the colour scheme's match colour.
  const coloured = svg.replace(/<g id="([^"]+)" class="note/g, (whole, noteId: string) =>
    ids.has(noteId) ? `<g id="${noteId}" class="note partitura-match` : whole,
  );
  return withBracket(coloured, ids);
}

/** A note's notehead as Verovio draws it: the note's id, then the x where its glyph starts. */
const NOTEHEAD =
  /<g id="([^"]+)"[^>]*? class="note(?: [^"]*)?">\s*<g class="notehead">\s*<use [^>]*?transform="translate\((-?[\d.]+),/g;

/** The drawing's height and its page margin (Verovio's units): the notation lies between. */
const PAGE =
  /<svg class="definition-scale"[^>]*? viewBox="0 0 [\d.]+ ([\d.]+)">\s*<g class="page-margin" transform="translate\([\d.]+, ([\d.]+)\)">/;

/** About a notehead's width (Verovio's units at its scale): where a stem going up stands. */
const NOTEHEAD_WIDTH = 220;

/**
 * The SVG with a bracket (class partitura-match-bracket) under the notes of `ids`, in the
 * bottom page margin: the page is exactly as high as the notation (adjustPageHeight), so the
 * margin is below everything drawn. Unchanged when the drawing is not laid out as expected.
 */
function withBracket(svg: string, ids: ReadonlySet<string>): string {
  const xs = [...svg.matchAll(NOTEHEAD)]
    .filter(([, id]) => ids.has(id))
    .map(([, , x]) => Number(x));
  const page = PAGE.exec(svg);
  const close = svg.lastIndexOf('</g>');
  if (xs.length === 0 || !page || close < 0) return svg;
  const [height, margin] = [Number(page[1]), Number(page[2])];
  const bottom = height - 2 * margin + margin * 0.6;
  const [left, right] = [Math.min(...xs) - 40, Math.max(...xs) + NOTEHEAD_WIDTH + 40];
  const bracket =
    `<path class="partitura-match-bracket" d="M${left} ${bottom - 120} V${bottom} H${right} V${bottom - 120}"` +
    ` fill="none" stroke-width="36" />`;
  // The last group closed is the page margin's: the bracket is drawn in its coordinates.
  return svg.slice(0, close) + bracket + svg.slice(close);
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

// Compile and set up the toolkit now, not on the first request: the worker is started while the
// screen that will ask for notation is still loading (verovio-client.ts, prepareNotation).
void loadToolkit().catch(() => undefined);
