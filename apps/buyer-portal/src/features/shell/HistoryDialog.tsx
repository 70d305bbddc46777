import { MSG } from '@wanju/domain';
import { Button, ConfirmDialog, Dialog, EmptyState, IconButton, Image, Spinner } from '@wanju/ui';
import { X } from 'lucide-react';
import { useState } from 'react';
import * as styles from './Layout.css';
import { SHELL_TEXT as T } from './messages';

export interface VisitedPage {
  /** the full location (path and query) */
  location: string;
  title: string;
  /** when it was visited, as shown (HH:mm) */
  time: string;
  /** the server's history record (get_history_record), which can be removed */
  id?: number;
}

export interface BrowsedProduct {
  id: number;
  name: string;
  picture: string;
  articleNumber: string;
  time: string;
}

export interface HistoryDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  pages: readonly VisitedPage[];
  products: readonly BrowsedProduct[];
  productsState: 'loading' | 'error' | 'ready';
  onOpenPage: (location: string) => void;
  onOpenProduct: (id: number) => void;
  /** /parcourir: the whole browsing history. */
  onViewAll: () => void;
  /** Removes a page's history record, after the spec's confirmation (§5). */
  onRemovePage?: (id: number) => void;
}

/** §2 shared shell: the history dialog (recently visited pages of this session, recently viewed products). */
export function HistoryDialog({
  isOpen,
  onOpenChange,
  pages,
  products,
  productsState,
  onOpenPage,
  onOpenProduct,
  onViewAll,
  onRemovePage,
}: HistoryDialogProps) {
  const [removing, setRemoving] = useState<VisitedPage | null>(null);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={T.history}
      size="md"
      footer={({ close }) => (
        <>
          <Button variant="ghost" onPress={close}>
            {T.historyClose}
          </Button>
          <Button
            variant="outline"
            onPress={() => {
              close();
              onViewAll();
            }}
          >
            {T.historyAll}
          </Button>
        </>
      )}
    >
      {({ close }) => (
        <div className={styles.history}>
          <section aria-labelledby="history-pages">
            <h3 id="history-pages" className={styles.historyTitle}>
              {T.historyPages}
            </h3>
            {pages.length === 0 ? (
              <p className={styles.historyEmpty}>{T.historyNoPages}</p>
            ) : (
              <ul className={styles.historyList}>
                {pages.map((p) => (
                  <li key={p.location} className={styles.historyRow}>
                    <button
                      type="button"
                      className={styles.historyItem}
                      onClick={() => {
                        close();
                        onOpenPage(p.location);
                      }}
                    >
                      <span className={styles.historyName}>{p.title}</span>
                      <span className={styles.historyTime}>{T.visitedAt(p.time)}</span>
                    </button>
                    {onRemovePage && p.id !== undefined && (
                      <IconButton
                        label={T.historyRemove(p.title)}
                        icon={<X size={14} />}
                        size="sm"
                        variant="ghost"
                        onPress={() => setRemoving(p)}
                      />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="history-products">
            <h3 id="history-products" className={styles.historyTitle}>
              {T.historyProducts}
            </h3>
            {productsState === 'loading' ? (
              <Spinner label={T.historyLoading} />
            ) : productsState === 'error' ? (
              <EmptyState title={T.historyLoadFailed} />
            ) : products.length === 0 ? (
              <p className={styles.historyEmpty}>{T.historyNoProducts}</p>
            ) : (
              <ul className={styles.historyList}>
                {products.map((p) => (
                  <li key={p.id}>
                    <button
                      type="button"
                      className={styles.historyItem}
                      onClick={() => {
                        close();
                        onOpenProduct(p.id);
                      }}
                    >
                      <span className={styles.historyThumb}>
                        <Image src={p.picture} alt="" ratio={1} fit="cover" />
                      </span>
                      <span className={styles.historyName}>
                        {p.name}
                        <span className={styles.historyTime}> {p.articleNumber}</span>
                      </span>
                      <span className={styles.historyTime}>{T.browsedAt(p.time)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ConfirmDialog
            isOpen={removing !== null}
            onOpenChange={(open) => !open && setRemoving(null)}
            message={MSG.confirmDeleteHistory}
            tone="danger"
            onConfirm={() => {
              if (removing?.id !== undefined) onRemovePage?.(removing.id);
              setRemoving(null);
            }}
          />
        </div>
      )}
    </Dialog>
  );
}
