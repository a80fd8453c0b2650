import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** A document as written in the code: graphql(`query Name … `) (codegen's client preset). */
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

const OPERATION = /^\s*(?:query|mutation|subscription)\s+([A-Za-z_]\w*)/m;
const FRAGMENT = /^\s*fragment\s+([A-Za-z_]\w*)/m;

const GRAPHQL_IMPORT = /^import \{ graphql \} from '[./]+gql';\n/m;

/**
 * One generated document (codegen's `documentMode: 'string'`), its text in a template literal:
 * `export const NameDocument = new TypedDocumentString(`…`, {…}?) as unknown as …;`.
 */
const GENERATED =
  /^export const (\w+) = new TypedDocumentString\(`([^`]*)`(?:, \{[^}\n]*\})?\) as unknown as /gm;

/** The module id of one document (resolved by the plugin, never a file). */
const PREFIX = 'virtual:partitura-document/';

/** The export of gql/graphql.ts that holds a written document (codegen's naming). */
function exportFor(source: string): string | null {
  const operation = OPERATION.exec(source);
  if (operation) return `${operation[1]}Document`;
  const fragment = FRAGMENT.exec(source);
  return fragment ? `${fragment[1]}FragmentDoc` : null;
}

/**
 * Each screen carries only its own GraphQL documents. Codegen's `graphql()` looks a document up
 * in a table of all of them (gql/gql.ts), and gql/graphql.ts holds all of them in one module, so
 * every screen would load every document. This replaces each `graphql(`…`)` call with an import
 * of a module holding that one document (its text, fragments included, as codegen printed it), as
 * the client preset's Babel plugin does; the types stay those of `graphql()`. A call whose
 * document codegen has not generated fails the build (`npm run codegen` is missing).
 */
export function graphqlDocumentsPlugin(srcDir: string): Plugin {
  const generated = join(srcDir, 'gql', 'graphql.ts');
  let documents = new Map<string, string>();
  return {
    name: 'partitura-graphql-documents',
    enforce: 'pre',
    buildStart() {
      const code = readFileSync(generated, 'utf8');
      documents = new Map();
      for (const [, name, text] of code.matchAll(GENERATED)) {
        // The literal's text is the document only without escapes or substitutions.
        if (/\\|\$\{/.test(text)) this.error(`${generated}: ${name} is not a plain text`);
        documents.set(name, text.trim());
      }
      this.addWatchFile(generated);
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const text = documents.get(id.slice(PREFIX.length + 1));
      // The document is its text: what the client sends (core/graphql/), typed by `graphql()`.
      return text === undefined ? null : `export default ${JSON.stringify(text)};\n`;
    },
    transform(code, id) {
      if (!id.startsWith(srcDir) || id.startsWith(join(srcDir, 'gql')) || !CALL.test(code)) {
        return null;
      }
      CALL.lastIndex = 0;
      const imports = new Map<string, string>();
      // Each call becomes one identifier followed by the call's line breaks: every line keeps
      // its number, so the source map stays true without rewriting it.
      let rewritten = code.replace(CALL, (call: string, source: string) => {
        const name = exportFor(source);
        if (!name || !documents.has(name)) {
          this.error(`${id}: no generated document for ${name ?? 'a graphql() call'}`);
        }
        imports.set(name, `__document_${name}`);
        return `__document_${name}${'\n'.repeat(call.split('\n').length - 1)}`;
      });
      if (!/\bgraphql\(/.test(rewritten.replace(GRAPHQL_IMPORT, ''))) {
        rewritten = rewritten.replace(GRAPHQL_IMPORT, '\n');
      }
      const statements = [...imports].map(
        ([name, local]) => `import ${local} from ${JSON.stringify(PREFIX + name)};`,
      );
      // Appended: imports are hoisted, and no line above moves.
      return { code: `${rewritten}\n${statements.join('\n')}\n`, map: null };
    },
  };
}
