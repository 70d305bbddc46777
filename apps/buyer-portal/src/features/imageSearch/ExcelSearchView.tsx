import type { ExcelTask } from '@wanju/api-client';
import { Badge, Button, ProductCard, ProgressBar } from '@wanju/ui';
import { numericId, toProductCard } from '../catalogue/cards';
import * as styles from './ImageSearchView.css';
import { IMAGE_SEARCH_TEXT as T } from './messages';

export interface ExcelSearchViewProps {
  fileName: string;
  /** The job (null before the server accepted the file). */
  task: ExcelTask | null;
  /** A refusal (encrypted, unreadable, empty, too large …) or the job's failure. */
  error?: string | null;
  compareIds?: readonly number[];
  onOpenProduct: (id: number) => void;
  onAddToCart: (id: number) => void;
  onToggleCompare: (id: number) => void;
  onClose: () => void;
}

/** The Excel search upload's progress (step_percent) and then each row with its best candidates. */
export function ExcelSearchView({
  fileName,
  task,
  error,
  compareIds = [],
  onOpenProduct,
  onAddToCart,
  onToggleCompare,
  onClose,
}: ExcelSearchViewProps) {
  const failed = error || (task?.status === 'failed' ? task.error || T.excelFailed : null);
  const done = task?.status === 'done';
  const matched = task?.list.filter((r) => r.candidates.length > 0).length ?? 0;
  return (
    <section className={styles.excel} aria-label={T.excelTitle}>
      <div className={styles.excelHead}>
        <h2 className={styles.subtitle}>{T.excelTitle}</h2>
        {fileName && <span className={styles.hint}>{T.excelFile(fileName)}</span>}
        <Button size="sm" variant="ghost" onPress={onClose}>
          {T.excelClose}
        </Button>
      </div>
      {failed ? (
        <p className={styles.error} role="alert">
          {failed}
        </p>
      ) : done ? (
        <p className={styles.count} role="status">
          {T.excelDone(task.list.length, matched)}
        </p>
      ) : (
        <ProgressBar
          label={task && task.status !== 'queued' ? T.excelRunning(task.step_percent) : T.excelQueued}
          value={task?.step_percent ?? 0}
          hideValue
        />
      )}
      {done && (
        <ol className={styles.excelRows} aria-label={T.excelRows}>
          {task.list.map((row) => (
            <li key={row.row} className={styles.excelRow}>
              <div className={styles.excelRowHead}>
                <strong>{T.excelRow(row.row)}</strong>
                {row.article_number && (
                  <span>
                    {T.excelArticle}：{row.article_number}
                  </span>
                )}
                {row.name && (
                  <span className={styles.excelName}>
                    {T.excelName}：{row.name}
                  </span>
                )}
                {row.has_picture && <Badge>{T.excelPicture}</Badge>}
                {row.matched_by ? (
                  <Badge tone="success">{T.matchedBy[row.matched_by]}</Badge>
                ) : (
                  <Badge tone="warning">{T.excelNoMatch}</Badge>
                )}
              </div>
              {row.candidates.length > 0 && (
                <ul className={styles.candidates} aria-label={T.candidates(row.row)}>
                  {row.candidates.map((c) => (
                    <li key={c.id}>
                      <ProductCard
                        product={toProductCard(c)}
                        onOpen={(id) => onOpenProduct(numericId(id))}
                        onAddToCart={(id) => onAddToCart(numericId(id))}
                        onCompare={(id) => onToggleCompare(numericId(id))}
                        isInCompare={compareIds.includes(c.id)}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
