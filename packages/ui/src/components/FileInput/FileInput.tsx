import { Upload } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cx } from '../../cx';
import * as styles from './FileInput.css';

export interface FileInputProps {
  /** the visible label, also the input's accessible name ('上传图片') */
  label: string;
  /** what may be chosen, under the label */
  hint?: ReactNode;
  /** the input's accept list: '.jpg,.png,image/jpeg' */
  accept?: string;
  multiple?: boolean;
  /** A phone opens its camera instead of the file list ('environment': the back camera). */
  capture?: 'environment' | 'user';
  isDisabled?: boolean;
  /** the chosen or dropped files (validation is the caller's, e.g. domain validateSearchUpload) */
  onFiles: (files: File[]) => void;
  className?: string;
}

/**
 * A file chooser that looks like the kit: the whole box is the native input's label, so a click, Enter
 * or Space opens the browser's picker and tests can set files on the labelled input; files dropped on
 * the box are taken too. For a large drop area with a separate button use DropZone.
 */
export function FileInput({ label, hint, accept, multiple, capture, isDisabled, onFiles, className }: FileInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const [over, setOver] = useState(false);
  return (
    <label
      className={cx(styles.root, className)}
      data-drop-target={over || undefined}
      data-disabled={isDisabled || undefined}
      onDragOver={(e) => {
        if (isDisabled) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        if (isDisabled) return;
        e.preventDefault();
        setOver(false);
        const files = Array.from(e.dataTransfer.files);
        if (files.length) onFiles(multiple ? files : files.slice(0, 1));
      }}
    >
      <input
        type="file"
        className={styles.input}
        accept={accept}
        multiple={multiple}
        capture={capture}
        disabled={isDisabled}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          // Cleared so that choosing the same file again still fires a change.
          e.currentTarget.value = '';
          if (files.length) onFiles(files);
        }}
      />
      <span className={styles.icon} aria-hidden="true">
        <Upload size={24} />
      </span>
      <span className={styles.text}>
        <span id={labelId} className={styles.label}>
          {label}
        </span>
        {hint && (
          <span id={hintId} className={styles.hint}>
            {hint}
          </span>
        )}
      </span>
    </label>
  );
}
