// Citation.js ships JavaScript without type declarations; this is the part the web app's "Cite
// this record" uses (apps/web/src/core/citation/citation-formats.ts): CSL-JSON in, BibTeX and RIS
// out, once the plugins for those formats are imported (they register themselves).
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown);
    /** `format`: 'bibtex', 'biblatex', 'ris', 'data' (CSL-JSON); text unless told otherwise. */
    format(format: string, options?: Record<string, unknown>): string;
  }
}

declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
