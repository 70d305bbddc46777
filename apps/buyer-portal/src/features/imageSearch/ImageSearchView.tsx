import type { ImageSearchBox, ToyItem } from '@wanju/api-client';
import { Button, type CropRect, cropError, FileInput, Image, ImageCropper, ProductGrid, TextField } from '@wanju/ui';
import { type ReactNode, useState } from 'react';
import { GRID_HEIGHT, numericId, toProductCards } from '../catalogue/cards';
import { ListState } from '../catalogue/ListState';
import * as styles from './ImageSearchView.css';
import { IMAGE_SEARCH_TEXT as T } from './messages';

export type ImageSearchState = 'idle' | 'searching' | 'ready' | 'error';

/** The subjects the server found in the searched picture, drawn as boxes over it (a tap searches by one). */
export interface FoundSubjects {
  src: string;
  /** the picture's pixel size (the boxes are in its pixels) */
  width: number;
  height: number;
  boxes: readonly ImageSearchBox[];
  /** the box the results are for (-1: the whole picture) */
  selected: number;
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
  /** the subjects found in the picture; a tap searches by that box */
  subjects?: FoundSubjects | null;
  onPickBox?: (index: number) => void;
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
  onPickBox,
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
        {subjects && subjects.boxes.length > 0 && (
          <SubjectBoxes subjects={subjects} onPick={(i) => onPickBox?.(i)} disabled={state === 'searching'} />
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
          emptyTitle={noMatch ?? T.empty}
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

/** The picture with a button over each found subject: the selected one outlined, the others dashed. */
function SubjectBoxes({
  subjects,
  onPick,
  disabled,
}: {
  subjects: FoundSubjects;
  onPick: (index: number) => void;
  disabled: boolean;
}) {
  const { src, width, height, boxes, selected } = subjects;
  const pct = (v: number, of: number) => `${((v / of) * 100).toFixed(2)}%`;
  return (
    <figure className={styles.subjects} aria-label={T.subjects}>
      <div className={styles.subjectPicture} style={{ aspectRatio: `${width} / ${height}` }}>
        <img src={src} alt={T.yourPicture} className={styles.subjectImage} />
        {boxes.map((box, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: boxes are positional, the server's order
            key={i}
            type="button"
            className={i === selected ? styles.subjectBoxSelected : styles.subjectBox}
            style={{
              left: pct(box.x, width),
              top: pct(box.y, height),
              width: pct(box.width, width),
              height: pct(box.height, height),
            }}
            aria-pressed={i === selected}
            aria-label={T.subject(i + 1, box.similarity)}
            disabled={disabled}
            onClick={() => onPick(i)}
          />
        ))}
      </div>
      <figcaption className={styles.hint}>{T.subjectsHint}</figcaption>
    </figure>
  );
}
