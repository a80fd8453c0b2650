import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

/** The module id that registers one feature's texts (resolved by the plugin, never a file). */
const PREFIX = 'virtual:partitura-texts/';

/** A text's key at the start of a line of a feature's i18n.ts: `'scores.title': …`. */
const KEY = /^\s+'([a-z_]+)\.[\w.]+':/gm;

/** A message's key at the start of a line of the domain's tables: `'Catalog.error_name_empty': {`. */
const DOMAIN_KEY = /^\s+'([A-Z]\w*)\.\w+': \{/gm;

/** The domain's sources that may hold message tables (its tests hold none). */
function domainSourceFiles(domainDir: string): string[] {
  return readdirSync(domainDir, { encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => join(domainDir, name));
}

/** The first words of the domain's message keys (`Catalog` of `Catalog.error_name_empty`). */
export function domainMessageWords(domainDir: string): Set<string> {
  const words = new Set<string>();
  for (const file of domainSourceFiles(domainDir)) {
    for (const [, word] of readFileSync(file, 'utf8').matchAll(DOMAIN_KEY)) words.add(word);
  }
  return words;
}

/** The i18n.ts files of the features (core/i18n holds the shell's own, always loaded). */
function featureTextFiles(srcDir: string): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((path) => /(^|[\\/])i18n\.ts$/.test(path) && !path.startsWith(join('core', 'i18n')))
    .map((path) => join(srcDir, path));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each screen carries only the texts it shows. Every key begins with a word its feature owns
 * (`scores.title` is scores/i18n.ts's). A module that names a key of a feature (in a literal or
 * the fixed start of a template: `'scores.x'`, `` `search.tab_${kind}` ``, `texts="pages"` for a
 * shared component that builds the key) gets an import that registers that feature's texts in
 * both languages before the module runs, so its components never render a text not yet there.
 * The domain's messages (their keys begin with a capital: `'Catalog.error_name_empty'`, found in
 * the tables of `domainDir`) are registered the same way, all of them at once, by
 * core/i18n/domain-messages.ts. The bundler then puts the texts in the chunks of the screens that
 * use them; only the shell's own texts (core/i18n/resources.ts) stay in the entry.
 */
export function featureTextsPlugin(srcDir: string, domainDir: string): Plugin {
  const i18nDir = join(srcDir, 'core', 'i18n');
  const i18nModule = join(i18nDir, 'i18n.ts');
  const domainMessages = join(i18nDir, 'domain-messages.ts');
  /**
   * Key word → the module to import for it (the virtual one registering a feature's i18n.ts, or
   * domain-messages.ts), its file, and the word's pattern in code.
   */
  let owners = new Map<string, { file: string; module: string; uses: RegExp }>();
  return {
    name: 'partitura-feature-texts',
    enforce: 'pre',
    buildStart() {
      owners = new Map();
      for (const file of featureTextFiles(srcDir)) {
        this.addWatchFile(file);
        for (const [, word] of readFileSync(file, 'utf8').matchAll(KEY)) {
          const owner = owners.get(word);
          if (owner && owner.file !== file) {
            this.error(`texts beginning with "${word}." are in ${owner.file} and ${file}`);
          }
          const w = escape(word);
          const uses = new RegExp(`['"\`]${w}\\.|\\btexts(?:=\\{?|: )[^\\n>]*?['"]${w}['"]`);
          const module = PREFIX + relative(srcDir, file);
          owners.set(word, { file, module, uses });
        }
      }
      for (const file of domainSourceFiles(domainDir)) this.addWatchFile(file);
      for (const word of domainMessageWords(domainDir)) {
        const uses = new RegExp(`['"\`]${escape(word)}\\.`);
        owners.set(word, { file: domainMessages, module: domainMessages, uses });
      }
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const file = join(srcDir, id.slice(PREFIX.length + 1));
      return [
        `import { addTexts } from ${JSON.stringify(i18nModule)};`,
        `import * as texts from ${JSON.stringify(file)};`,
        `for (const feature of Object.values(texts)) addTexts(feature);`,
      ].join('\n');
    },
    transform(code, id) {
      if (!id.startsWith(srcDir) || !/\.tsx?$/.test(id) || id.endsWith('.test.ts')) return null;
      // The texts machinery itself never loads a feature's texts: the registering module imports
      // it, so a key named in its comments would close a cycle and register before it is set up.
      if (id.startsWith(`${i18nDir}/`)) return null;
      const needed = new Set<string>();
      for (const { file, module, uses } of owners.values()) {
        if (file !== id && uses.test(code)) needed.add(module);
      }
      if (needed.size === 0) return null;
      const imports = [...needed].map((module) => `import ${JSON.stringify(module)};`);
      // Appended: imports are hoisted (and run first), and no line above moves.
      return { code: `${code}\n${imports.join('\n')}\n`, map: null };
    },
  };
}
