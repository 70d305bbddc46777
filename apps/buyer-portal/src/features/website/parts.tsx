import { Box, Button, FileInput, Image, Select } from '@wanju/ui';
import type { ReactNode } from 'react';
import { WEBSITE_TEXT } from './messages';
import * as styles from './Website.css';

export interface SiteOption {
  id: number;
  name: string;
}

/** The frame of every admin screen: a title, the site filter (when given) and the screen's own tools. */
export function AdminFrame(props: {
  title: string;
  hint?: string;
  sites?: readonly SiteOption[];
  siteId?: number | null;
  /** `all`: the filter offers every site at once */
  allSites?: boolean;
  onSite?: (id: number | null) => void;
  tools?: ReactNode;
  children: ReactNode;
}) {
  const items = [
    ...(props.allSites ? [{ id: 0, name: WEBSITE_TEXT.allSites }] : []),
    ...(props.sites ?? []).map((s) => ({ id: s.id, name: s.name })),
  ];
  return (
    <Box as="section" aria-label={props.title} display="flex" flexDirection="column" gap="lg" padding="xl">
      <Box display="flex" alignItems="flex-end" gap="lg" flexWrap="wrap">
        <Box display="flex" flexDirection="column" gap="xs">
          <Box as="h1" fontSize="xl" fontWeight="bold">
            {props.title}
          </Box>
          {props.hint && (
            <Box color="textSecondary" fontSize="sm">
              {props.hint}
            </Box>
          )}
        </Box>
        {props.sites && props.onSite && items.length > 0 && (
          <Select
            label={WEBSITE_TEXT.site}
            items={items}
            selectedKey={props.siteId ?? 0}
            onSelectionChange={(key) => props.onSite?.(Number(key) || null)}
          />
        )}
        {props.tools}
      </Box>
      {props.children}
    </Box>
  );
}

/** Pictures of a field (logo, banners, news pictures): thumbnails with remove, and an upload while room is left. */
export function PictureField(props: {
  label: string;
  pictures: readonly string[];
  max: number;
  wide?: boolean;
  onUpload: (file: File) => Promise<string | null>;
  onChange: (pictures: string[]) => void;
}) {
  return (
    <Box as="fieldset" display="flex" flexDirection="column" gap="sm" aria-label={props.label}>
      <Box fontWeight="bold">{props.label}</Box>
      <Box display="flex" gap="sm" flexWrap="wrap">
        {props.pictures.map((p, i) => (
          <Box key={p} display="flex" flexDirection="column" gap="xs" alignItems="center">
            <Box className={props.wide ? styles.banner : styles.thumb}>
              <Image src={p} alt={`${props.label}${i + 1}`} />
            </Box>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${WEBSITE_TEXT.settings.removePicture} ${props.label}${i + 1}`}
              onPress={() => props.onChange(props.pictures.filter((x) => x !== p))}
            >
              {WEBSITE_TEXT.settings.removePicture}
            </Button>
          </Box>
        ))}
      </Box>
      {props.pictures.length < props.max && (
        <FileInput
          label={`上传：${props.label}`}
          hint={WEBSITE_TEXT.settings.uploadHint}
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          multiple={props.max > 1}
          onFiles={async (files) => {
            const added: string[] = [];
            for (const f of files.slice(0, props.max - props.pictures.length)) {
              const url = await props.onUpload(f);
              if (url) added.push(url);
            }
            if (added.length) props.onChange([...props.pictures, ...added].slice(0, props.max));
          }}
        />
      )}
    </Box>
  );
}
