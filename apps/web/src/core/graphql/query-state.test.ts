import { describe, expect, it } from 'vitest';
import {
  INITIAL_QUERY_STATE,
  queryAnswered,
  queryFailed,
  queryKey,
  queryStarted,
  queryView,
  RequestTurns,
  type QueryState,
} from './query-state';

type Data = { page: number };
const pageKey = (page: number) => queryKey('Files', { page, first: 20 });
const initial: QueryState<Data> = INITIAL_QUERY_STATE;

describe('a query’s key', () => {
  it('compares the variables by value', () => {
    expect(queryKey('Files', { page: 1 })).toBe(queryKey('Files', { page: 1 }));
    expect(queryKey('Files', { page: 1 })).not.toBe(queryKey('Files', { page: 2 }));
    expect(queryKey('Files', undefined)).toBe(queryKey('Files', {}));
    expect(queryKey('Files', {})).not.toBe(queryKey('Folders', {}));
  });
});

describe('what a screen sees of a query', () => {
  it('is loading from the first render on, before any request went out', () => {
    expect(queryView(initial, pageKey(1), false)).toEqual({
      data: undefined,
      previousData: undefined,
      loading: true,
      error: undefined,
    });
  });

  it('keeps the data of the variables before as previous data while new ones load', () => {
    const first = queryAnswered(queryStarted(initial, pageKey(1)), pageKey(1), { page: 1 });
    expect(queryView(first, pageKey(1), false)).toMatchObject({
      data: { page: 1 },
      loading: false,
    });
    // Rendered with page 2 before its request is out, then with it under way: the same.
    for (const state of [first, queryStarted(first, pageKey(2))]) {
      expect(queryView(state, pageKey(2), false)).toEqual({
        data: undefined,
        previousData: { page: 1 },
        loading: true,
        error: undefined,
      });
    }
    const second = queryAnswered(queryStarted(first, pageKey(2)), pageKey(2), { page: 2 });
    expect(queryView(second, pageKey(2), false)).toMatchObject({
      data: { page: 2 },
      previousData: { page: 1 },
      loading: false,
    });
  });

  it('keeps the data while the same variables load again, and replaces it with the answer', () => {
    const loaded = queryAnswered(queryStarted(initial, pageKey(1)), pageKey(1), { page: 1 });
    const refetching = queryStarted(loaded, pageKey(1));
    expect(queryView(refetching, pageKey(1), false)).toMatchObject({
      data: { page: 1 },
      loading: true,
    });
    expect(queryAnswered(refetching, pageKey(1), { page: 10 })).toMatchObject({
      data: { page: 10 },
      previousData: { page: 1 },
    });
  });

  it('shows a failure without data, and loading again clears it', () => {
    const loaded = queryAnswered(queryStarted(initial, pageKey(1)), pageKey(1), { page: 1 });
    const failed = queryFailed(queryStarted(loaded, pageKey(1)), pageKey(1), new Error('down'));
    expect(queryView(failed, pageKey(1), false)).toMatchObject({
      data: undefined,
      previousData: { page: 1 },
      loading: false,
      error: new Error('down'),
    });
    expect(queryView(queryStarted(failed, pageKey(1)), pageKey(1), false)).toMatchObject({
      loading: true,
      error: undefined,
    });
  });

  it('is neither loading nor failed while skipped', () => {
    const failed = queryFailed(queryStarted(initial, pageKey(1)), pageKey(1), new Error('down'));
    expect(queryView(failed, pageKey(1), true)).toEqual({
      data: undefined,
      previousData: undefined,
      loading: false,
      error: undefined,
    });
  });
});

describe('requests answering out of turn', () => {
  it('hears only the newest request: an older one answering late changes nothing', () => {
    const turns = new RequestTurns();
    let state = initial;
    const hear = (request: number, change: (state: QueryState<Data>) => QueryState<Data>) => {
      if (turns.heard(request)) state = change(state);
    };
    // Page 1 asked, then page 2 before page 1 answered; page 2 answers first.
    const one = turns.next();
    state = queryStarted(state, pageKey(1));
    turns.forgetAll();
    const two = turns.next();
    state = queryStarted(state, pageKey(2));
    hear(two, (current) => queryAnswered(current, pageKey(2), { page: 2 }));
    hear(one, (current) => queryAnswered(current, pageKey(1), { page: 1 }));
    expect(queryView(state, pageKey(2), false)).toMatchObject({
      data: { page: 2 },
      loading: false,
    });
  });

  it('hears nothing once the screen is gone or the query skipped', () => {
    const turns = new RequestTurns();
    const request = turns.next();
    turns.forgetAll();
    expect(turns.heard(request)).toBe(false);
  });
});
