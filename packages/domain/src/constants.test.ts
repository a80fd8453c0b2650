import { describe, expect, it } from 'vitest';
import {
  BATCH_INTERVAL_MS,
  BATCH_SIZE,
  DEFAULT_SOURCE_TYPE,
  DEFAULT_VOICE_COUNT,
  DEFAULT_VOICE_POSITION,
  DIGITIZABLE_TYPES,
  GRAPHQL_PATH,
  MENU_COLLAPSE_WIDTH,
  SETTING_KEYS,
  TOKEN_COOKIE_NAME,
  TOKEN_COOKIE_PATH,
  isMenuCollapsed,
} from './constants';
import { MODEL_COLORS } from './model-colors';

describe('business constants', () => {
  it('batches at most 5 operations every 20 ms on /graphql', () => {
    expect(BATCH_SIZE).toBe(5);
    expect(BATCH_INTERVAL_MS).toBe(20);
    expect(GRAPHQL_PATH).toBe('/graphql');
  });

  it('keeps the token in the cookie "token" on path /', () => {
    expect(TOKEN_COOKIE_NAME).toBe('token');
    expect(TOKEN_COOKIE_PATH).toBe('/');
  });

  it('collapses the menu strictly below 1000 px', () => {
    expect(MENU_COLLAPSE_WIDTH).toBe(1000);
    expect(isMenuCollapsed(999)).toBe(true);
    expect(isMenuCollapsed(1000)).toBe(false);
  });

  it('defaults sources to cit and voices to count 1, position 1', () => {
    expect(DEFAULT_SOURCE_TYPE).toBe('cit');
    expect(DEFAULT_VOICE_COUNT).toBe(1);
    expect(DEFAULT_VOICE_POSITION).toBe(1);
  });

  it('names the settings the shell reads and the digitizable kinds', () => {
    expect(SETTING_KEYS).toEqual({ siteTitle: 'site_title', themeColor: 'theme_color' });
    expect(DIGITIZABLE_TYPES).toEqual(['catalog', 'score']);
  });

  it('has the model colours of the spec', () => {
    expect(MODEL_COLORS).toMatchObject({
      collection: '#2196F3',
      file: '#9E9E9E',
      person: '#673ab7',
      score: '#009688',
    });
    for (const color of Object.values(MODEL_COLORS)) expect(color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(new Set(Object.values(MODEL_COLORS).map((c) => c.toLowerCase())).size).toBe(
      Object.keys(MODEL_COLORS).length,
    );
  });
});
