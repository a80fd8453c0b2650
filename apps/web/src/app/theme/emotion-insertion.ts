import { useLayoutEffect } from 'react';

/*
 * Stands in for @emotion/use-insertion-effect-with-fallbacks (vite.config.ts aliases it here).
 *
 * Emotion inserts a styled component's rules with React's useInsertionEffect, which React runs
 * before any layout effect can read a style. Preact has no such phase: preact/compat's
 * useInsertionEffect is useLayoutEffect, run after the elements are in the document, in tree
 * order with every other layout effect. A component above a new one that reads layout in its own
 * effect — MUI's autoFocus calls focus(), a multiline field measures its height — makes Chromium
 * style the new elements without their rules: a submit button starts as the browser's grey
 * button and MUI's transition then fades it to the theme's primary colour for 250 ms, on every
 * screen that shows it for the first time (and axe could catch it half-way).
 *
 * Inserting while rendering, as Emotion does under React 16 and 17, puts the rules in the
 * document before the elements that need them. Preact renders synchronously, so no render is
 * thrown away after its rules were inserted. Global styles (<Global>, CssBaseline) keep their
 * layout effect: they need its cleanup, and no transition starts from an element's first style.
 */

/** Runs the insertion at once, during the render. */
export function useInsertionEffectAlwaysWithSyncFallback(create: () => unknown): void {
  create();
}

export const useInsertionEffectWithLayoutFallback = useLayoutEffect;
