import { CROP_BOX, type SearchUploadKind, validateImageUrl, validateSearchUpload } from '@wanju/domain';
import { useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import { DropZone } from '../DropZone/DropZone';
import { type CropRect, cropError, ImageCropper } from '../ImageCropper/ImageCropper';
import { TextField } from '../TextField/TextField';
import * as styles from './ImageSearchUpload.css';

export interface ImageSearchUploadProps {
  /** product: jpg/png or xlsx; factory: jpg/png only (spec §5). */
  kind: SearchUploadKind;
  /** A picture (with the crop in box pixels, box 450×280) or an Excel file (crop null). */
  onSearchFile: (file: File, crop: (CropRect & { boxWidth: number; boxHeight: number }) | null) => void;
  onSearchUrl: (url: string) => void;
  /** Listen for Ctrl+V of an image on the page while mounted. */
  listenToPaste?: boolean;
}

const isImage = (f: File) => /^image\//.test(f.type) || /\.(png|jpe?g)$/i.test(f.name);
const fullBox: CropRect = { x: 0, y: 0, width: CROP_BOX.width, height: CROP_BOX.height };

/**
 * Image search input (spec §2 camera popover, §5 rules): upload or drop, paste with Ctrl+V, or a picture link;
 * pictures go through the 450×280 cropper. File and URL messages come from domain.
 */
export function ImageSearchUpload({ kind, onSearchFile, onSearchUrl, listenToPaste = true }: ImageSearchUploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [crop, setCrop] = useState<CropRect>(fullBox);
  const [error, setError] = useState<string | null>(null);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);

  const accept = (f: File | undefined) => {
    if (!f) return;
    const message = validateSearchUpload(kind, f);
    setError(message);
    if (message) return;
    if (!isImage(f)) {
      onSearchFile(f, null);
      return;
    }
    setFile(f);
    setCrop(fullBox);
  };

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const u = URL.createObjectURL(file);
    setPreview(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);

  useEffect(() => {
    if (!listenToPaste) return;
    const onPaste = (e: ClipboardEvent) => {
      const item = Array.from(e.clipboardData?.files ?? []).find(isImage);
      if (item) {
        e.preventDefault();
        accept(item);
      }
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  });

  if (file) {
    const cropMessage = cropError(crop);
    return (
      <div className={styles.root}>
        {preview && <ImageCropper src={preview} value={crop} onChange={setCrop} alt={file.name} />}
        <div className={styles.actions}>
          <Button onPress={() => setFile(null)}>重新选择</Button>
          <Button
            variant="primary"
            isDisabled={Boolean(cropMessage)}
            onPress={() => onSearchFile(file, { ...crop, boxWidth: CROP_BOX.width, boxHeight: CROP_BOX.height })}
          >
            搜索
          </Button>
        </div>
      </div>
    );
  }

  const accepted = kind === 'product' ? ['image/png', 'image/jpeg', '.xlsx'] : ['image/png', 'image/jpeg'];
  return (
    <div className={styles.root}>
      <DropZone
        onFiles={(files) => accept(files[0])}
        acceptedFileTypes={accepted}
        label="拖拽图片到此处，或"
        hint={kind === 'product' ? '支持 jpg、png 图片或 xlsx 表格（含图片）' : '支持 jpg、png 图片'}
      />
      {listenToPaste && <div className={styles.paste}>也可以直接按 Ctrl+V 粘贴截图</div>}
      {error && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
      <form
        className={styles.urlRow}
        onSubmit={(e) => {
          e.preventDefault();
          const message = validateImageUrl(url);
          setUrlError(message);
          if (!message) onSearchUrl(url.trim());
        }}
      >
        <TextField
          className={styles.grow}
          aria-label="图片链接"
          placeholder="粘贴图片链接 http:// 或 https://"
          value={url}
          onChange={(v) => {
            setUrl(v);
            setUrlError(null);
          }}
          isInvalid={Boolean(urlError)}
          errorMessage={urlError ?? undefined}
          validationBehavior="aria"
        />
        <Button type="submit" variant="outline">
          搜索链接
        </Button>
      </form>
    </div>
  );
}
