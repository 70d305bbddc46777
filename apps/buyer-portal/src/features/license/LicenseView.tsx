import { Button, Dialog, EmptyState, Image, SearchField } from '@wanju/ui';
import { useState } from 'react';
import { ListState, type LoadState } from '../catalogue/ListState';
import * as pageStyles from '../factory/Factory.css';
import { ListPager } from '../shell/ListPager';
import * as styles from './License.css';
import { LICENSE_TEXT as T } from './messages';

export interface LicenseItem {
  id: number;
  name: string;
  license: string;
  region_name: string;
}

export interface LicenseViewProps {
  state: LoadState;
  items: readonly LicenseItem[];
  total: number;
  page: number;
  pageSize: number;
  keyword: string;
  onSearch: (keyword: string) => void;
  onPageChange: (page: number) => void;
  onOpenFactory: (id: number) => void;
  onRetry: () => void;
}

/** /License: the factories' business licences, searchable by factory name; a licence opens enlarged. */
export function LicenseView({
  state,
  items,
  total,
  page,
  pageSize,
  keyword,
  onSearch,
  onPageChange,
  onOpenFactory,
  onRetry,
}: LicenseViewProps) {
  const [draft, setDraft] = useState(keyword);
  const [open, setOpen] = useState<LicenseItem | null>(null);
  return (
    <section className={pageStyles.page} aria-label={T.title}>
      <header>
        <h1 className={pageStyles.title}>{T.title}</h1>
        {state === 'ready' && (
          <span className={pageStyles.count} role="status">
            {T.count(total)}
          </span>
        )}
      </header>
      <div className={styles.search}>
        <SearchField label={T.search} value={draft} onChange={setDraft} onSubmit={() => onSearch(draft.trim())} />
        <Button variant="primary" onPress={() => onSearch(draft.trim())}>
          {T.searchButton}
        </Button>
      </div>
      <ListState
        state={state}
        isEmpty={items.length === 0}
        onRetry={onRetry}
        emptyTitle={T.empty}
        emptyHint={T.emptyHint}
      >
        <ul className={styles.grid} aria-label={T.title}>
          {items.map((item) => (
            <li key={item.id}>
              <button type="button" className={styles.card} onClick={() => setOpen(item)}>
                <Image src={item.license} alt="" ratio={4 / 3} fit="contain" />
                <span className={styles.name}>{item.name}</span>
                <span className={styles.meta}>{item.region_name}</span>
              </button>
            </li>
          ))}
        </ul>
        <ListPager page={page} pageSize={pageSize} total={total} onChange={onPageChange} />
      </ListState>
      {open && (
        <Dialog
          isOpen
          size="lg"
          title={T.dialogTitle(open.name)}
          onOpenChange={(isOpen) => !isOpen && setOpen(null)}
          footer={
            <Button variant="primary" onPress={() => onOpenFactory(open.id)}>
              {T.openFactory}
            </Button>
          }
        >
          {open.license ? (
            <Image
              src={open.license}
              alt={T.dialogTitle(open.name)}
              width={480}
              ratio={4 / 3}
              fit="contain"
              loading="eager"
            />
          ) : (
            <EmptyState title={T.noLicense} />
          )}
        </Dialog>
      )}
    </section>
  );
}
