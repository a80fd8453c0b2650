/** Notes to mark in the drawing: `length` notes from note `start` (0-based, in Verovio's order). */
export type NoteRange = { start: number; length: number };

/** What the page asks the Verovio worker: render this PAE document (`@clef:…\n@data:…`). */
export type RenderRequest = { id: number; document: string; highlight?: NoteRange | null };

/** One validation message of Verovio's PAE reader. */
export type PaeMessage = {
  code: number | null;
  text: string;
  type: 'warning' | 'error';
  /** Character position in the data, when Verovio knows it. */
  column: number | null;
};

/** The worker's answer: the notation as SVG (null when nothing could be drawn) and the messages. */
export type RenderResponse =
  | { id: number; ok: true; svg: string | null; messages: PaeMessage[] }
  | { id: number; ok: false; error: string };
