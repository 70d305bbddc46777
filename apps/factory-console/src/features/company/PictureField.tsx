import { validateSearchUpload } from '@wanju/domain';
import { Box, Button, FileInput, Image } from '@wanju/ui';
import { useState } from 'react';
import { COMPANY_TEXT as T } from './messages';

export interface PictureFieldProps {
  label: string;
  pictures: readonly string[];
  /** at most this many (1: a single picture such as the logo) */
  max: number;
  onChange: (pictures: string[]) => void;
  onUpload: (file: File) => Promise<string>;
}

/** Pictures of the company display: each uploaded (checked by the server) and removable. */
export function PictureField({ label, pictures, max, onChange, onUpload }: PictureFieldProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const add = async (files: File[]) => {
    setError('');
    let list = [...pictures];
    for (const file of files) {
      if (list.length >= max && max > 1) break;
      const refusal = validateSearchUpload('factory', file);
      if (refusal) {
        setError(refusal);
        continue;
      }
      setBusy(true);
      try {
        const url = await onUpload(file);
        list = max === 1 ? [url] : [...list, url];
        onChange(list);
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(false);
      }
    }
  };
  return (
    <Box
      as="fieldset"
      display="flex"
      flexDirection="column"
      gap="sm"
      padding="none"
      margin="none"
      style={{ border: 0 }}
    >
      <Box as="legend" fontWeight="medium" paddingBottom="xs">
        {label}
      </Box>
      <Box display="flex" gap="sm" flexWrap="wrap" alignItems="flex-end">
        {pictures.map((p, i) => (
          <Box key={p} display="flex" flexDirection="column" alignItems="center" gap="xs">
            <Image src={p} alt={T.picture(label, i + 1)} width={88} ratio={1} fit="contain" />
            <Button
              size="sm"
              variant="ghost"
              aria-label={T.removePicture(label, i + 1)}
              onPress={() => onChange(pictures.filter((x) => x !== p))}
            >
              {T.remove}
            </Button>
          </Box>
        ))}
        {(max === 1 || pictures.length < max) && (
          <FileInput
            label={busy ? T.uploading : label}
            hint={T.uploadHint}
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            multiple={max > 1}
            isDisabled={busy}
            onFiles={(files) => void add(files)}
          />
        )}
      </Box>
      {error && (
        <Box role="alert" color="danger">
          {error}
        </Box>
      )}
    </Box>
  );
}
