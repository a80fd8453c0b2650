// The verovio package ships JavaScript without type declarations for these entry points; this is
// the part the server (melodic features of incipits, the RISM incipit test) and the web app (the
// notation worker) use, shared by both (each tsconfig includes this folder).
declare module 'verovio/wasm' {
  const createVerovioModule: () => Promise<unknown>;
  export default createVerovioModule;
}

declare module 'verovio/esm' {
  export class VerovioToolkit {
    constructor(module: unknown);
    setOptions(options: Record<string, unknown>): void;
    /** 1 when the data was loaded, 0 when not (a C bool). */
    loadData(data: string): number;
    renderToSVG(page?: number): string;
    /** Messages by input key ("clef", "keysig", "timesig": one message; "data": a list). */
    validatePAE(data: string): Record<string, unknown>;
    /** Pitches, intervals and contour of the loaded data (parsed from Verovio's JSON). */
    getDescriptiveFeatures(options: Record<string, unknown>): unknown;
    /** The MEI attributes of the element of this id (a grace note has `grace`). */
    getElementAttr(id: string): Record<string, string>;
    /** The log of the last operation, when logging to the buffer is enabled. */
    getLog(): string;
    getVersion(): string;
  }
  /** Sends Verovio's log to a buffer (read with getLog) instead of the console. */
  export function enableLogToBuffer(value: number, module: unknown): void;
}
