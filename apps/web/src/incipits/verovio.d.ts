// The verovio package ships JavaScript without type declarations for these entry points.
declare module 'verovio/wasm' {
  const createVerovioModule: () => Promise<unknown>;
  export default createVerovioModule;
}
declare module 'verovio/esm' {
  export class VerovioToolkit {
    constructor(module: unknown);
    setOptions(options: Record<string, unknown>): void;
    loadData(data: string): boolean | number;
    renderToSVG(page?: number): string;
    validatePAE(data: string): unknown;
    getVersion(): string;
    getDescriptiveFeatures(options: Record<string, unknown>): unknown;
  }
}
