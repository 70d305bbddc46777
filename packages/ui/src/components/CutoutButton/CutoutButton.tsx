import { type CutoutPhase, cutoutButtonLabel, isCutoutButtonDisabled } from '@wanju/domain';
import { Scissors, Undo2 } from 'lucide-react';
import { Button, type ButtonProps } from '../Button/Button';

export interface CutoutButtonProps extends Pick<ButtonProps, 'size' | 'className'> {
  /** idle → 'AI抠图'; polling → 'AI抠图中...' (busy, every 3 s by the caller); done → '撤销'. */
  phase: CutoutPhase;
  /** Start a cutout (idle) — the caller posts image_matting and polls get_task_result. */
  onStart: () => void;
  /** Restore the previous picture (done). */
  onUndo: () => void;
}

/** The AI cutout button's three states (spec §4); labels and the busy rule from domain. */
export function CutoutButton({ phase, onStart, onUndo, size = 'sm', className }: CutoutButtonProps) {
  return (
    <Button
      size={size}
      className={className}
      variant={phase === 'done' ? 'outline' : 'secondary'}
      isPending={isCutoutButtonDisabled(phase)}
      icon={phase === 'done' ? <Undo2 size={14} /> : <Scissors size={14} />}
      onPress={phase === 'done' ? onUndo : onStart}
      data-phase={phase}
    >
      {cutoutButtonLabel(phase)}
    </Button>
  );
}
