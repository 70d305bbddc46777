import type { AppContext } from '../platform/http/context';
import { FileStore } from './files';
import { PictureIndex } from './phash';
import { picturePool } from './picture-pool';

/** The pictures' process-wide state beside the app context: the file store and the in-memory picture index. */
export interface PictureState {
  files: FileStore;
  pictures: PictureIndex;
  /** The worker threads a large picture index is searched on (null on one core). */
  pool: ReturnType<typeof picturePool>;
  /** Resolves once the picture index has been read from picture_index. */
  picturesLoaded: Promise<void> | null;
  stopped: boolean;
  background: Promise<unknown>[];
}

const states = new WeakMap<AppContext, PictureState>();

export function pictureState(ctx: AppContext): PictureState {
  let state = states.get(ctx);
  if (!state) {
    const pool = picturePool();
    state = {
      files: new FileStore(ctx.storage),
      pictures: new PictureIndex({
        runRank: pool?.runRank,
        runNearest: pool?.runNearest,
        pieces: pool?.size,
      }),
      pool,
      picturesLoaded: null,
      stopped: false,
      background: [],
    };
    states.set(ctx, state);
  }
  return state;
}
