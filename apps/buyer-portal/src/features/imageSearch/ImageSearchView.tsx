import type { ToyItem } from '@wanju/api-client';
import { Button, type CropRect, cropError, FileInput, Image, ImageCropper, ProductGrid, TextField } from '@wanju/ui';
import { type ReactNode, useState } from 'react';
import { GRID_HEIGHT, numericId, toProductCards } from '../catalogue/cards';
import { ListState } from '../catalogue/ListState';
import * as styles from './ImageSearchView.css';
import { IMAGE_SEARCH_TEXT as T } from './messages';

export type ImageSearchState = 'idle' | 'searching' | 'ready' | 'error';

export interface ImageSearchViewProps {
  state: ImageSearchState;
  /** the searched picture when it cannot be cropped (a link search: the server's copy) */
  picture?: string | null;
  /** an uploaded picture in the cropper: its local preview and the selection (box pixels) */
  cropping?: { src: string; crop: CropRect } | null;
  onCropChange?: (crop: CropRect) => void;
  /** search again with the current selection */
  onSearchCrop?: () => void;
  /** drop the picture and choose another */
  onClearPicture?: () => void;
  /** a refusal to show (an unsupported file, a bad link) */
  message?: string | null;
  results: readonly ToyItem[];
  compareIds?: readonly number[];
  /** a picture (searched at once, then croppable) or an .xlsx (Excel search) */
  onFile: (file: File) => void;
  onImageUrl: (url: string) => void;
  onOpenProduct: (id: number) => void;
  onAddToCart?: (id: number) => void;
  onToggleCompare?: (id: number) => void;
  onRetry?: () => void;
  /** the Excel search's progress and rows (ExcelSearchView) */
  excel?: ReactNode;
}

/** /imageSearch: upload, paste or link a picture (crop to re-search), or an Excel file, and see the closest products. */
export function ImageSearchView({
  state,
  picture,
  cropping,
  onCropChange,
  onSearchCrop,
  onClearPicture,
  message,
  results,
  compareIds = [],
  onFile,
  onImageUrl,
  onOpenProduct,
  onAddToCart,
  onToggleCompare,
  onRetry,
  excel,
}: ImageSearchViewProps) {
  const [url, setUrl] = useState('');
  const cropMessage = cropping ? cropError(cropping.crop) : null;
  return (
    <section className={styles.page} aria-label={T.title}>
      <h1 className={styles.title}>{T.title}</h1>
      <div className={styles.panel}>
        {cropping ? (
          <div className={styles.cropper}>
            <ImageCropper
              src={cropping.src}
              value={cropping.crop}
              onChange={(c) => onCropChange?.(c)}
              alt={T.yourPicture}
            />
            <div className={styles.actions}>
              <Button
                variant="primary"
                isDisabled={Boolean(cropMessage) || state === 'searching'}
                onPress={() => onSearchCrop?.()}
              >
                {T.searchCrop}
              </Button>
              <Button variant="outline" onPress={() => onClearPicture?.()}>
                {T.choosePicture}
              </Button>
            </div>
          </div>
        ) : (
          picture && (
            <figure className={styles.preview} style={{ margin: 0 }}>
              <Image src={picture} alt={T.yourPicture} ratio={1} fit="contain" />
            </figure>
          )
        )}
        <div className={styles.controls}>
          <FileInput
            label={T.upload}
            hint={cropping ? T.cropHint : T.uploadHint}
            accept=".jpg,.jpeg,.png,.xlsx,image/jpeg,image/png"
            onFiles={(files) => files[0] && onFile(files[0])}
          />
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
      {excel}
      {state === 'idle' ? (
        !excel && <p className={styles.hint}>{T.idle}</p>
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
            compareIds={new Set(compareIds)}
            onOpen={(id) => onOpenProduct(numericId(id))}
            onAddToCart={onAddToCart && ((id) => onAddToCart(numericId(id)))}
            onCompare={onToggleCompare && ((id) => onToggleCompare(numericId(id)))}
          />
        </ListState>
      )}
    </section>
  );
}
