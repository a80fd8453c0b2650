import { useEffect, useRef, useState } from 'react';
import { renderPae } from './verovio-client';
import type { NoteRange, PaeMessage } from './verovio-protocol';

export type Notation =
  | { state: 'empty' }
  | { state: 'rendering'; previous: string | null }
  | { state: 'done'; svg: string | null; messages: PaeMessage[] }
  | { state: 'failed'; error: string };

/** How long typing may pause before the notation is drawn again. */
const TYPING_PAUSE_MS = 250;

/**
 * The notation of a PAE document, drawn by Verovio in a worker: at once when the component comes
 * with its document (a score view), and while the person types again after a short pause; an
 * answer for older input never overwrites a newer one.
 */
export function useIncipitNotation(
  document: string | null,
  highlight: NoteRange | null = null,
): Notation {
  const [notation, setNotation] = useState<Notation>({ state: 'empty' });
  const start = highlight?.start ?? null;
  const length = highlight?.length ?? null;
  // Only the document the component came with is drawn without waiting: typing into an empty
  // field would otherwise have its first keystroke drawn before the code it is typing.
  const typed = useRef(false);

  useEffect(() => {
    const pause = typed.current ? TYPING_PAUSE_MS : 0;
    typed.current = true;
    if (!document) {
      setNotation({ state: 'empty' });
      return;
    }
    let current = true;
    setNotation((previous) => ({
      state: 'rendering',
      previous:
        previous.state === 'done'
          ? previous.svg
          : previous.state === 'rendering'
            ? previous.previous
            : null,
    }));
    const timer = window.setTimeout(() => {
      void renderPae(document, start !== null && length !== null ? { start, length } : null).then(
        (answer) => {
          if (!current) return;
          setNotation(
            answer.ok
              ? { state: 'done', svg: answer.svg, messages: answer.messages }
              : { state: 'failed', error: answer.error },
          );
        },
      );
    }, pause);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [document, start, length]);

  return notation;
}
