import type { ImageSearchBox, ToyItem } from '@wanju/api-client';
import {
  BoxSearch,
  Button,
  type CropRect,
  cropError,
  FileInput,
  Image,
  ImageCropper,
  ProductGrid,
  type SearchBox,
  TextField,
} from '@wanju/ui';
import { type ReactNode, useState } from 'react';
import { GRID_HEIGHT, numericId, toProductCards } from '../catalogue/cards';
import { ListState } from '../catalogue/ListState';
import * as styles from './ImageSearchView.css';
import { IMAGE_SEARCH_TEXT as T } from './messages';

export type ImageSearchState = 'idle' | 'searching' | 'ready' | 'error';

/**
 * The subjects the server found in the searched picture, drawn as boxes over it: a tap searches by one, and the buyer
 * can draw or move a box to search by it.
 */
export interface FoundSubjects {
  src: string;
  /** the picture's pixel size (the boxes are in its pixels) */
  width: number;
  height: number;
  boxes: readonly ImageSearchBox[];
  /** the found box the results are for (-1: the whole picture or a drawn box) */
  selected: number;
  /** a box the buyer drew or moved, the results being for it (picture pixels) */
  drawn?: SearchBox | null;
}

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
  /** the subjects found in the picture; a tap searches by that box, a drawn or moved box searches by itself */
  subjects?: FoundSubjects | null;
  /** searches by a box (picture pixels): a found one (its index) or one the buyer drew or moved (−1) */
  onSearchBox?: (box: SearchBox, index: number) => void;
  /** nothing similar enough: the server's no-match answer (with its hint to crop) */
  noMatch?: string | null;
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
  subjects,
  onSearchBox,
  noMatch,
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
        {subjects && (
          <div className={styles.subjects}>
            <BoxSearch
              src={subjects.src}
              width={subjects.width}
              height={subjects.height}
              boxes={subjects.boxes}
              selected={subjects.selected}
              drawn={subjects.drawn}
              label={T.subjects}
              noMatch={state === 'ready' && results.length === 0 ? noMatch : null}
              isDisabled={state === 'searching'}
              onSearch={(box, index) => onSearchBox?.(box, index)}
            />
          </div>
        )}
        <div className={styles.controls}>
          <FileInput
            className={styles.phoneOnly}
            label={T.camera}
            hint={T.cameraHint}
            accept="image/*"
            capture="environment"
            onFiles={(files) => files[0] && onFile(files[0])}
          />
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
          // With the picture shown, its box tool says why nothing matched and what to do.
          emptyTitle={subjects && noMatch ? T.empty : (noMatch ?? T.empty)}
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
