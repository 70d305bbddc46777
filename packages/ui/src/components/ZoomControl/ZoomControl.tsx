import { stepZoom, validateZoom, ZOOM } from '@wanju/domain';
import { ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cx } from '../../cx';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './ZoomControl.css';

export interface ZoomControlProps {
  /** Zoom scale in percent (50–150). */
  value: number;
  onChange: (value: number) => void;
  label?: string;
  className?: string;
}

/**
 * Zoom in steps of 10 between 50 and 150 (spec §4), or type a value; a typed value out of range shows the
 * domain's message ('不能低于50' / '不能高于150') and is not applied.
 */
export function ZoomControl({ value, onChange, label = '缩放', className }: ZoomControlProps) {
  const [draft, setDraft] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  useEffect(() => {
    setDraft(String(value));
    setError(null);
  }, [value]);

  const commit = () => {
    const n = Number(draft.replace('%', '').trim());
    const message = validateZoom(n);
    setError(message);
    if (!message && n !== value) onChange(n);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of zoom controls, not a form fieldset
    <div className={cx(styles.root, className)} role="group" aria-label={label}>
      <div className={styles.row}>
        <IconButton
          size="sm"
          label="缩小"
          icon={<ZoomOut size={16} />}
          isDisabled={value <= ZOOM.min}
          onPress={() => onChange(stepZoom(value, -1))}
        />
        <input
          className={styles.input}
          aria-label={`${label}（%）`}
          inputMode="numeric"
          value={draft}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
        />
        <IconButton
          size="sm"
          label="放大"
          icon={<ZoomIn size={16} />}
          isDisabled={value >= ZOOM.max}
          onPress={() => onChange(stepZoom(value, 1))}
        />
      </div>
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
