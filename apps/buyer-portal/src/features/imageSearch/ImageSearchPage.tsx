import { api, type ExcelTask, errorMessage, type ImageSearchBox, type ToyItem } from '@wanju/api-client';
import { imageToCropBox, validateImageUrl, validateSearchUpload } from '@wanju/domain';
import type { SearchBox } from '@wanju/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { client } from '../../app/session';
import { openBatchAdd } from '../cart/cartStore';
import { compareState, toggleCompare } from '../catalogue/compare';
import { useOpeners } from '../catalogue/useToyList';
import { usePageActive } from '../shell/KeepAlive';
import { ExcelSearchView } from './ExcelSearchView';
import { type FoundSubjects, type ImageSearchState, ImageSearchView } from './ImageSearchView';
import {
  clearExcel,
  clearPicture,
  type PictureQuery,
  pictureCrop,
  searchPicture,
  searchPictureUrl,
  startExcelSearch,
  uploadsState,
} from './uploads';

const isXlsx = (file: File) => file.name.toLowerCase().endsWith('.xlsx');

/** The box a search was by: a found subject's index, or −1 and the box the buyer drew or moved. */
type Picked = { index: number; box: SearchBox };

/**
 * Container: /imageSearch. A picture (uploaded here, pasted with Ctrl+V, or chosen in the header's camera
 * popover) is searched at once and stays in the kit's cropper: a new selection searches again with `crop`.
 * A link searches by image_url. An .xlsx starts the Excel search, whose progress and rows show here.
 */
export function ImageSearchPage() {
  const { onOpenProduct } = useOpeners();
  const uploads = useSnapshot(uploadsState);
  const compare = useSnapshot(compareState);
  const [state, setState] = useState<ImageSearchState>('idle');
  const [picture, setPicture] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [results, setResults] = useState<ToyItem[]>([]);
  const [found, setFound] = useState<Omit<FoundSubjects, 'src'> | null>(null);
  const [noMatch, setNoMatch] = useState<string | null>(null);
  const last = useRef<(() => Promise<void>) | null>(null);
  const active = usePageActive();

  type Answer = {
    list: ToyItem[];
    picture: string;
    boxes: ImageSearchBox[];
    box: number;
    size: { width: number; height: number };
    no_match: string | null;
  };
  /**
   * Runs a search; `picked` (a box searched by: a found one's index, or −1 and the box drawn or moved) keeps the boxes
   * found in the whole picture and selects that one.
   */
  const run = useCallback(async (search: () => Promise<Answer>, picked?: Picked) => {
    const attempt = async () => {
      setState('searching');
      try {
        const r = await search();
        setResults(r.list);
        setPicture(r.picture);
        setNoMatch(r.no_match);
        setFound((previous) =>
          picked !== undefined && previous
            ? { ...previous, selected: picked.index, drawn: picked.index < 0 ? picked.box : null }
            : { width: r.size.width, height: r.size.height, boxes: r.boxes, selected: r.box },
        );
        setState('ready');
      } catch (e) {
        setMessage(errorMessage(e));
        setState('error');
      }
    };
    last.current = attempt;
    await attempt();
  }, []);

  const searchQuery = useCallback(
    (query: PictureQuery, picked?: Picked) =>
      run(async () => {
        const form = new FormData();
        form.append('file', query.file, query.file.name || 'paste.png');
        const crop = await pictureCrop(query);
        if (crop) form.append('crop', JSON.stringify(crop));
        return client.upload(api.toy.searchImage, form, { needError: true });
      }, picked),
    [run],
  );

  /**
   * A box to search by (a tapped subject, or one the buyer drew or moved), in the picture's pixels: an upload's
   * cropper selects it and searches; a link search sends it as the crop.
   */
  const onSearchBox = (box: SearchBox, index: number) => {
    if (!found) return;
    const crop = { x: box.x, y: box.y, width: box.width, height: box.height };
    const picked = { index, box: crop };
    const { picture: query, url } = uploadsState;
    if (query) {
      query.crop = imageToCropBox(crop, found);
      void searchQuery(query, picked);
    } else if (url)
      void run(() => client.call(api.toy.searchImage, { image_url: url, crop }, { needError: true }), picked);
  };

  // Each new picture (here or from the header popover) is searched with its selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pictureSeq marks a new picture
  useEffect(() => {
    const { picture: query, url } = uploadsState;
    setMessage(null);
    setFound(null);
    if (query) void searchQuery(query);
    else if (url) void run(() => client.call(api.toy.searchImage, { image_url: url }, { needError: true }));
  }, [uploads.pictureSeq, searchQuery, run]);

  const file = uploads.picture?.file;
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const u = URL.createObjectURL(file);
    setPreview(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);

  const onFile = useCallback((next: File) => {
    const refused = validateSearchUpload('product', next);
    setMessage(refused);
    if (refused) return;
    if (isXlsx(next)) {
      void startExcelSearch(next);
      return;
    }
    searchPicture(next);
  }, []);

  const onImageUrl = (url: string) => {
    const refused = validateImageUrl(url);
    setMessage(refused);
    if (refused) return;
    searchPictureUrl(url.trim());
  };

  // §2: an image pasted with Ctrl+V searches at once (while this tab shows).
  useEffect(() => {
    if (!active) return;
    const onPaste = (e: ClipboardEvent) => {
      const pasted = [...(e.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
      if (pasted) onFile(pasted);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [onFile, active]);

  const showExcel = Boolean(uploads.excel || uploads.excelError);
  return (
    <ImageSearchView
      state={state}
      picture={picture}
      cropping={uploads.picture && preview ? { src: preview, crop: uploads.picture.crop } : null}
      onCropChange={(crop) => {
        if (uploadsState.picture) uploadsState.picture.crop = crop;
      }}
      onSearchCrop={() => {
        if (uploadsState.picture) void searchQuery(uploadsState.picture);
      }}
      onClearPicture={clearPicture}
      message={message}
      subjects={found && (preview || picture) ? { ...found, src: (preview ?? picture) as string } : null}
      onSearchBox={onSearchBox}
      noMatch={noMatch}
      results={results}
      compareIds={compare.ids}
      onFile={onFile}
      onImageUrl={onImageUrl}
      onOpenProduct={onOpenProduct}
      onAddToCart={(id) => openBatchAdd([id])}
      onToggleCompare={toggleCompare}
      onRetry={() => void last.current?.()}
      excel={
        showExcel && (
          <ExcelSearchView
            fileName={uploads.excelFileName}
            task={uploads.excel as ExcelTask | null}
            error={uploads.excelError}
            compareIds={compare.ids}
            onOpenProduct={onOpenProduct}
            onAddToCart={(id) => openBatchAdd([id])}
            onToggleCompare={toggleCompare}
            onClose={clearExcel}
          />
        )
      }
    />
  );
}
