import { api, errorMessage, type ToyItem } from '@wanju/api-client';
import { validateImageUrl, validateSearchUpload } from '@wanju/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { client } from '../../app/session';
import { useOpeners } from '../catalogue/useToyList';
import { type ImageSearchState, ImageSearchView } from './ImageSearchView';
import { IMAGE_SEARCH_TEXT } from './messages';

/** Container: /imageSearch with upload, Ctrl+V paste and a picture link (search_image). */
export function ImageSearchPage() {
  const { onOpenProduct } = useOpeners();
  const [state, setState] = useState<ImageSearchState>('idle');
  const [picture, setPicture] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [results, setResults] = useState<ToyItem[]>([]);
  const last = useRef<(() => Promise<void>) | null>(null);

  const run = useCallback(async (search: () => Promise<{ list: ToyItem[]; picture: string }>) => {
    const attempt = async () => {
      setState('searching');
      try {
        const r = await search();
        setResults(r.list);
        setPicture(r.picture);
        setState('ready');
      } catch (e) {
        setMessage(errorMessage(e));
        setState('error');
      }
    };
    last.current = attempt;
    await attempt();
  }, []);

  const onFile = useCallback(
    (file: File) => {
      const refused = validateSearchUpload('product', file);
      if (refused) {
        setMessage(refused);
        return;
      }
      if (file.name.toLowerCase().endsWith('.xlsx')) {
        setMessage(IMAGE_SEARCH_TEXT.excelNotYet);
        return;
      }
      setMessage(null);
      void run(() => {
        const form = new FormData();
        form.append('file', file, file.name || 'paste.png');
        return client.upload(api.toy.searchImage, form, { needError: true });
      });
    },
    [run],
  );

  const onImageUrl = (url: string) => {
    const refused = validateImageUrl(url);
    if (refused) {
      setMessage(refused);
      return;
    }
    setMessage(null);
    void run(() => client.call(api.toy.searchImage, { image_url: url.trim() }, { needError: true }));
  };

  // §2: an image pasted with Ctrl+V searches at once.
  useEffect(() => {
    const onPaste = (e: ClipboardEvent) => {
      const file = [...(e.clipboardData?.files ?? [])].find((f) => f.type.startsWith('image/'));
      if (file) onFile(file);
    };
    window.addEventListener('paste', onPaste);
    return () => window.removeEventListener('paste', onPaste);
  }, [onFile]);

  return (
    <ImageSearchView
      state={state}
      picture={picture}
      message={message}
      results={results}
      onFile={onFile}
      onImageUrl={onImageUrl}
      onOpenProduct={onOpenProduct}
      onRetry={() => void last.current?.()}
    />
  );
}
