import { ImageSearchUpload, type ImageSearchUploadProps } from '@wanju/ui';
import { searchPicture, searchPictureUrl, startExcelSearch } from '../imageSearch/uploads';

/**
 * The header camera popover's content (its own chunk: the cropper loads when the popover first opens). A
 * picture goes through the cropper, a link or (product search) an .xlsx; then `onDone` goes to /imageSearch.
 */
export function CameraUpload({
  kind,
  allowed,
  onDone,
}: {
  kind: ImageSearchUploadProps['kind'];
  /** false when a search needs sign-in first (the caller has sent the user there) */
  allowed: () => boolean;
  onDone: () => void;
}) {
  return (
    <ImageSearchUpload
      kind={kind}
      onSearchFile={(file, crop) => {
        if (!allowed()) return;
        if (crop) searchPicture(file, crop);
        else void startExcelSearch(file);
        onDone();
      }}
      onSearchUrl={(url) => {
        if (!allowed()) return;
        searchPictureUrl(url);
        onDone();
      }}
    />
  );
}
