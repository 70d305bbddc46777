import { MSG } from './messages';

/** §4 AI cutout button phases. */
export type CutoutPhase = 'idle' | 'polling' | 'done';

/** §4: the cutout state of one picture. */
export interface CutoutState {
  phase: CutoutPhase;
  /** the picture shown now */
  image: string;
  /** the picture before the cutout, restored by undo */
  previousImage: string | null;
  /** the image_matting task being polled */
  taskId: string | number | null;
}

/** §4: a picture with no cutout yet. */
export function initialCutout(image: string): CutoutState {
  return { phase: 'idle', image, previousImage: null, taskId: null };
}

/** §4: the button label: 'AI抠图', 'AI抠图中...' while polling, '撤销' when a result is shown. */
export function cutoutButtonLabel(phase: CutoutPhase): string {
  if (phase === 'polling') return MSG.cutoutRunning;
  if (phase === 'done') return MSG.cutoutUndo;
  return MSG.cutoutIdle;
}

/** §4: the button is disabled while polling. */
export function isCutoutButtonDisabled(phase: CutoutPhase): boolean {
  return phase === 'polling';
}

export type CutoutEvent =
  | { type: 'started'; taskId: string | number }
  | { type: 'polled'; result: string | null | undefined }
  | { type: 'failed' }
  | { type: 'undo' };

/**
 * §4 cutout machine: idle --started--> polling (every CUTOUT_POLL_MS) --polled with a result-->
 * done (the result shown); done --undo--> idle with the previous picture restored. A failure returns
 * to idle; events that do not apply to the phase change nothing.
 */
export function nextCutoutState(state: CutoutState, event: CutoutEvent): CutoutState {
  switch (event.type) {
    case 'started':
      return state.phase === 'idle' ? { ...state, phase: 'polling', taskId: event.taskId } : state;
    case 'polled':
      if (state.phase !== 'polling' || !event.result) return state;
      return { phase: 'done', image: event.result, previousImage: state.image, taskId: null };
    case 'failed':
      return state.phase === 'polling' ? { ...state, phase: 'idle', taskId: null } : state;
    case 'undo':
      if (state.phase !== 'done' || state.previousImage === null) return state;
      return initialCutout(state.previousImage);
  }
}
