import type { ToyItem } from '@wanju/api-client';
import { Button, Image, ProductGrid, TextField } from '@wanju/ui';
import { useState } from 'react';
import { GRID_HEIGHT, numericId, toProductCards } from '../catalogue/cards';
import { ListState } from '../catalogue/ListState';
import * as styles from './ImageSearchView.css';
import { IMAGE_SEARCH_TEXT as T } from './messages';

export type ImageSearchState = 'idle' | 'searching' | 'ready' | 'error';

export interface ImageSearchViewProps {
  state: ImageSearchState;
  /** the searched picture (the server's copy, or a local preview) */
  picture?: string | null;
  /** a refusal to show (an unsupported file, a bad link) */
  message?: string | null;
  results: readonly ToyItem[];
  onFile: (file: File) => void;
  onImageUrl: (url: string) => void;
  onOpenProduct: (id: number) => void;
  onRetry?: () => void;
}

/** /imageSearch: upload, paste or link a picture and see the closest products first. */
export function ImageSearchView({
  state,
  picture,
  message,
  results,
  onFile,
  onImageUrl,
  onOpenProduct,
  onRetry,
}: ImageSearchViewProps) {
  const [url, setUrl] = useState('');
  return (
    <section className={styles.page} aria-label={T.title}>
      <h1 className={styles.title}>{T.title}</h1>
      <div className={styles.panel}>
        {picture && (
          <figure className={styles.preview} style={{ margin: 0 }}>
            <Image src={picture} alt={T.yourPicture} ratio={1} fit="contain" />
          </figure>
        )}
        <div className={styles.controls}>
          <label className={styles.fileLabel}>
            {T.upload}
            <input
              type="file"
              accept=".jpg,.jpeg,.png,image/jpeg,image/png"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                if (file) onFile(file);
                e.currentTarget.value = '';
              }}
            />
          </label>
          <p className={styles.hint}>{T.uploadHint}</p>
          <form
            className={styles.row}
            onSubmit={(e) => {
              e.preventDefault();
              onImageUrl(url);
            }}
          >
            <TextField label={T.imageUrl} value={url} onChange={setUrl} type="url" />
            <Button type="submit" variant="outline">
              {T.searchUrl}
            </Button>
          </form>
          {message && (
            <p className={styles.error} role="alert">
              {message}
            </p>
          )}
        </div>
      </div>
      {state === 'idle' ? (
        <p className={styles.hint}>{T.idle}</p>
      ) : (
        <ListState
          state={state === 'searching' ? 'loading' : state}
          isEmpty={results.length === 0}
          onRetry={onRetry}
          emptyTitle={T.empty}
          emptyHint=""
        >
          <span className={styles.count} role="status">
            {T.resultCount(results.length)}
          </span>
          <ProductGrid
            products={toProductCards(results)}
            label={T.results}
            height={GRID_HEIGHT.list}
            onOpen={(id) => onOpenProduct(numericId(id))}
          />
        </ListState>
      )}
    </section>
  );
}
