import { Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { type DropItem, FileTrigger, DropZone as RACDropZone, Text } from 'react-aria-components';
import { cx } from '../../cx';
import { Button } from '../Button/Button';
import * as styles from './DropZone.css';

export interface DropZoneProps {
  /** Called with the dropped or chosen files (validation is the caller's, e.g. domain validateSearchUpload). */
  onFiles: (files: File[]) => void;
  /** e.g. ['image/png', 'image/jpeg', '.xlsx']. */
  acceptedFileTypes?: string[];
  allowsMultiple?: boolean;
  label?: string;
  hint?: ReactNode;
  className?: string;
}

async function toFiles(items: DropItem[]): Promise<File[]> {
  const files: File[] = [];
  for (const item of items) if (item.kind === 'file') files.push(await item.getFile());
  return files;
}

/** Drop files here or choose them (FileTrigger). Keyboard and screen-reader users use the button. */
export function DropZone({
  onFiles,
  acceptedFileTypes,
  allowsMultiple,
  label = '拖拽文件到此处，或',
  hint,
  className,
}: DropZoneProps) {
  return (
    <RACDropZone
      className={cx(styles.zone, className)}
      onDrop={async (e) => onFiles(await toFiles(e.items))}
      getDropOperation={() => 'copy'}
    >
      <Upload size={28} aria-hidden="true" />
      <Text slot="label">{label}</Text>
      <FileTrigger
        acceptedFileTypes={acceptedFileTypes}
        allowsMultiple={allowsMultiple}
        onSelect={(list) => list && onFiles(Array.from(list))}
      >
        <Button variant="primary" size="sm">
          选择文件
        </Button>
      </FileTrigger>
      {hint && <span className={styles.hint}>{hint}</span>}
    </RACDropZone>
  );
}

export { FileTrigger } from 'react-aria-components';
