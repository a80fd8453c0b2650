import { PERMISSION, type RecordState, type StateValue } from '@partitura/domain';
import {
  pagesOfPhotos,
  catalogHistory,
  pageHistory,
  saveCatalog,
  savePage,
} from '../catalogs/index';
import { collectionHistory, saveCollection } from '../collections/index';
import type { GraphQLContext } from '../core/graphql/context';
import {
  readState,
  type HistoryKind,
  type RecordHistory,
  type StateTree,
} from '../core/records/history';
import type { SaveAnswer } from '../core/records/results';
import { digitalCopyHistory, saveDigitalCopy } from '../digital-copies/index';
import { fileHistory, saveFile } from '../files/index';
import { genreHistory, genreLoaders, saveGenre } from '../genres/index';
import { personHistory, savePerson } from '../people/index';
import { placeHistory, savePlace } from '../places/index';
import { publicationHistory, savePublication } from '../publications/index';
import { saveScore, scoreHistory } from '../scores/index';
import { listSettings, upsertSetting } from '../settings/index';
import { accountState, activateUser, setUserPermissions, suspendUser } from '../users/index';

/*
 * What the history knows of each kind of record: how its current state is read, and how a state
 * is saved again (a restore) — by the record's own save, with its checks and its version.
 */

/** A record's state and version now (null: it is not there). */
type Current = { version: number | null; state: RecordState } | null;

export type HistoryKindParts = {
  current(ctx: GraphQLContext, id: number): Promise<Current>;
  /** Saves `state` as record `id`, based on `version` (the one `current` read). */
  restore(
    ctx: GraphQLContext,
    id: number,
    state: RecordState,
    version: number | null,
  ): Promise<SaveAnswer>;
  /** Only administrators read and restore it. */
  admin?: true;
  /** How its state is read (the order of its fields, for a version's words). */
  tree?: StateTree;
};

/** A record saved whole by its editor's save: its state is its input. */
function savedWhole<Input>(
  history: RecordHistory,
  save: (ctx: GraphQLContext, input: Input) => Promise<SaveAnswer>,
  input: (state: RecordState) => RecordState = (state) => state,
): HistoryKindParts {
  return {
    tree: history.tree,
    current: (ctx, id) => readState(ctx.db, history, id),
    restore: (ctx, id, state, version) =>
      save(ctx, { ...input(state), id: String(id), version } as Input),
  };
}

const asText = (value: StateValue | undefined) =>
  value === null || value === undefined ? value : String(value);

export const HISTORY_KINDS: Record<HistoryKind, HistoryKindParts> = {
  Collection: savedWhole(collectionHistory, saveCollection),
  Genre: savedWhole(genreHistory, saveGenre),
  Place: savedWhole(placeHistory, savePlace),
  Publication: savedWhole(publicationHistory, savePublication),
  Person: savedWhole(personHistory, savePerson),
  // A catalog's pages are left as they are: the page editor adds and removes pages too, and a
  // restore of the catalog's list would drop those (with their entries) unseen.
  Catalog: savedWhole(catalogHistory, saveCatalog, ({ pages: _pages, ...state }) => state),
  Page: savedWhole(pageHistory, (ctx, input: Parameters<typeof savePage>[1]) =>
    savePage(ctx, input),
  ),
  Score: {
    tree: scoreHistory.tree,
    current: (ctx, id) => readState(ctx.db, scoreHistory, id),
    // A genre is saved by its id and its name (the editor sends both): the names are today's.
    async restore(ctx, id, state, version) {
      const picked = (Array.isArray(state.genres) ? state.genres : []) as Array<{ id: string }>;
      const loader = genreLoaders(ctx).byId;
      const genres = await Promise.all(picked.map((genre) => loader.load(Number(genre.id))));
      return saveScore(ctx, {
        ...state,
        genres: picked.map((genre, i) => {
          return { id: genre.id, name: genres[i]?.name ?? null };
        }),
        id: String(id),
        version,
      } as Parameters<typeof saveScore>[1]);
    },
  },
  File: savedWhole(fileHistory, saveFile),
  DigitalCopy: {
    tree: digitalCopyHistory.tree,
    current: (ctx, id) => readState(ctx.db, digitalCopyHistory, id),
    // Which page an image shows is the page's: an image the copy still shows keeps its page.
    async restore(ctx, id, state, version) {
      const imagesOf = (state: RecordState | undefined) =>
        (Array.isArray(state?.files) ? state.files : []) as Array<{
          id: string;
          file: { id: string } | null;
        }>;
      const now = imagesOf((await readState(ctx.db, digitalCopyHistory, id))?.state);
      const pages = new Map(
        (
          await pagesOfPhotos(
            ctx.db,
            now.map((image) => Number(image.id)),
          )
        ).map((page) => [String(page.digitalCopyFileId), String(page.id)]),
      );
      const pageOfFile = new Map(now.map((image) => [image.file?.id, pages.get(image.id)]));
      return saveDigitalCopy(ctx, {
        ...state,
        digitizable_id: asText(state.digitizable_id),
        files: imagesOf(state).map((image) => {
          const page = pageOfFile.get(image.file?.id);
          return { ...image, page: page === undefined ? null : { id: page } };
        }),
        id: String(id),
        version,
      } as Parameters<typeof saveDigitalCopy>[1]);
    },
  },
  Settings: {
    admin: true,
    async current(ctx) {
      const rows = await listSettings(ctx.db);
      return { version: null, state: Object.fromEntries(rows.map((row) => [row.key, row.value])) };
    },
    async restore(ctx, _id, state) {
      const now = (await this.current(ctx, 0))!.state;
      let answer: SaveAnswer | null = null;
      for (const [key, value] of Object.entries(state)) {
        if ((now[key] ?? null) === (value ?? null)) continue;
        answer = await upsertSetting(ctx, key, asText(value));
        if (!answer.success) return answer;
      }
      return answer!;
    },
  },
  User: {
    admin: true,
    current: (ctx, id) =>
      accountState(ctx.db, id).then((state) => state && { version: null, state }),
    async restore(ctx, id, state) {
      const now = (await accountState(ctx.db, id))!;
      const rawId = String(id);
      const permissions = (state.permissions as string[]) ?? [];
      if (JSON.stringify(permissions) !== JSON.stringify(now.permissions)) {
        const ids = permissions.map((name) => String(PERMISSION[name as keyof typeof PERMISSION]));
        const answer = await setUserPermissions(ctx, rawId, ids);
        if (!answer.success) return { ...answer, id: null, errors: [] };
      }
      if (state.status !== now.status) {
        const change = state.status === 'suspended' ? suspendUser : activateUser;
        const answer = await change(ctx, rawId);
        if (!answer.success) return { ...answer, id: null, errors: [] };
      }
      return { success: true, message: null, key: null, id: rawId, errors: [] };
    },
  },
};
