import { describe, expect, it } from 'vitest';
import { MENU_COLLAPSE_WIDTH, isMenuCollapsed } from './constants';
import { MODEL_COLORS } from './model-colors';

// The constants themselves are checked where they act: the batch size by the server's batching
// tests, the default source type by SOURCE_SHAPE (record-shape.test.ts), the voice defaults by isEmptyVoice, the cookie
// and menu by the browser tests. Here: the rules built on them.

describe('isMenuCollapsed', () => {
  it('collapses the menu strictly below the collapse width', () => {
    expect(isMenuCollapsed(MENU_COLLAPSE_WIDTH - 1)).toBe(true);
    expect(isMenuCollapsed(MENU_COLLAPSE_WIDTH)).toBe(false);
    expect(isMenuCollapsed(390)).toBe(true);
  });
});

describe('model colours', () => {
  it('are #RRGGBB colours, one per kind of record, no two alike', () => {
    const colors = Object.values(MODEL_COLORS).map((color) => color.toLowerCase());
    for (const color of colors) expect(color).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(colors).size).toBe(colors.length);
  });
});
