import { type SearchTerm } from '@partitura/domain';
import type { Tx } from '../core/database/db';
import { countUpTo } from './counts';
import { isKnownWord, similarWord } from './words';
import { allOf, textSearch } from './query';
import { type SQL } from 'drizzle-orm';

/**
 * "Did you mean": each word replaced by the most similar word of the index, offered only when
 * the query so changed finds something within the same scope.
 */
export async function suggestion(tx: Tx, terms: SearchTerm[], scope: SQL): Promise<string | null> {
  let changed = false;
  const suggested: SearchTerm[] = [];
  for (const term of terms) {
    if (term.exclude) {
      suggested.push(term);
      continue;
    }
    const words: string[] = [];
    for (const word of term.words) {
      const similar =
        word.length >= 3 && !/^\d+$/u.test(word) && !(await isKnownWord(tx, word))
          ? await similarWord(tx, word)
          : null;
      words.push(similar ?? word);
      changed ||= similar !== null;
    }
    suggested.push({ ...term, words });
  }
  if (!changed) return null;
  const query = suggested.map(termText).join(' ');
  const text = textSearch(query, {});
  return text && (await countUpTo(tx, allOf([scope, text.strict]))) > 0 ? query : null;
}

function termText(term: SearchTerm): string {
  const words = term.words.join(' ');
  return `${term.exclude ? '-' : ''}${term.phrase ? `"${words}"` : words}`;
}
