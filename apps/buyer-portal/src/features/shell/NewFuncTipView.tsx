import { Button } from '@wanju/ui';
import { Sparkles } from 'lucide-react';
import * as styles from './Layout.css';
import { SHELL_TEXT as T } from './messages';

export interface NewFuncTipViewProps {
  title: string;
  text: string;
  onOpen: () => void;
  /** Closes the tip for good (new_func_tip). */
  onClose: () => void;
}

/** A new function introduced once, until the user closes it (display_tip). */
export function NewFuncTipView({ title, text, onOpen, onClose }: NewFuncTipViewProps) {
  return (
    <aside className={styles.tip} aria-label={title}>
      <Sparkles size={16} aria-hidden="true" />
      <strong>{title}</strong>
      <span className={styles.tipText}>{text}</span>
      <Button size="sm" variant="primary" onPress={onOpen}>
        {T.tipOpen}
      </Button>
      <Button size="sm" variant="ghost" onPress={onClose}>
        {T.tipClose}
      </Button>
    </aside>
  );
}
