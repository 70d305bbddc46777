import { ImageOff } from 'lucide-react';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { cx } from '../../cx';
import { UI_TEXT } from '../../messages';
import * as styles from './Image.css';

export interface ImageProps {
  src?: string | null;
  /** Describe the picture (product name); '' for a purely decorative picture. */
  alt: string;
  /** Fixed aspect ratio of the frame, width/height: 1 for product pictures. */
  ratio?: number;
  /** cover crops to fill, contain letterboxes (product shots on white). */
  fit?: 'cover' | 'contain';
  /** Lazy by default: only loads near the viewport. */
  loading?: 'lazy' | 'eager';
  /**
   * Show the empty frame and do not request the picture yet. A picture is transparent until it has loaded, so a
   * list's first frame looks the same without it; ProductGrid paints that frame first and asks for the pictures
   * one frame later, keeping image fetching and decoding out of it.
   */
  defer?: boolean;
  /** What to show when there is no picture or it fails. */
  fallback?: ReactNode;
  width?: number | string;
  radius?: string;
  className?: string;
  onLoad?: () => void;
  onError?: () => void;
}

/** A picture in a fixed-ratio frame: lazy loading, fade-in, and a fallback for missing or broken images. */
export function Image({
  src,
  alt,
  ratio = 1,
  fit = 'cover',
  loading = 'lazy',
  defer,
  fallback,
  width,
  radius,
  className,
  onLoad,
  onError,
}: ImageProps) {
  // The src that failed; another src gets a fresh try. Loading itself keeps no React state: a grid loads dozens
  // of pictures at once, and a render per load would compete with scrolling.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = !src || failedSrc === src;
  const frameStyle: CSSProperties = { aspectRatio: String(ratio), width, borderRadius: radius };
  if (defer && src) return <span className={cx(styles.frame, className)} style={frameStyle} data-state="deferred" />;
  return (
    <span className={cx(styles.frame, className)} style={frameStyle} data-state={failed ? 'error' : undefined}>
      {!failed && (
        <img
          key={src}
          className={styles.img}
          src={src}
          alt={alt}
          loading={loading}
          decoding="async"
          style={{ objectFit: fit }}
          onLoad={(e) => {
            // Fades in (Image.css): set on the element, no render.
            e.currentTarget.dataset.loaded = '';
            onLoad?.();
          }}
          onError={() => {
            setFailedSrc(src);
            onError?.();
          }}
        />
      )}
      {failed && (
        <span
          className={styles.fallback}
          role="img"
          aria-label={alt ? `${alt}（${src ? UI_TEXT.imageFailed : UI_TEXT.noImage}）` : undefined}
          aria-hidden={alt ? undefined : true}
        >
          {fallback ?? (
            <>
              <ImageOff size={24} strokeWidth={1.5} aria-hidden="true" />
              <span aria-hidden="true">{src ? UI_TEXT.imageFailed : UI_TEXT.noImage}</span>
            </>
          )}
        </span>
      )}
    </span>
  );
}
