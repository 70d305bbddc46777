import type { ListingDetail } from '@wanju/api-client';
import {
  CATEGORIES,
  CERTIFICATES,
  CROP_BOX,
  cropBoxToImage,
  emptyListing,
  LISTING_FIELD_LABELS,
  LISTING_LIMITS,
  LISTING_STATUS_LABELS,
  LISTING_STATUSES,
  type ListingField,
  type ListingInput,
  type ListingStatus,
  listingProblems,
  listingVolumes,
  publishRefusal,
} from '@wanju/domain';
import {
  Box,
  Button,
  Checkbox,
  CheckboxGroup,
  type CropRect,
  cropError,
  Dialog,
  FileInput,
  Image,
  ImageCropper,
  NumberField,
  Select,
  TextField,
} from '@wanju/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { BATTERY_OPTIONS, MATERIAL_OPTIONS, PRODUCT_TEXT as T } from './messages';

export interface ProductEditorViewProps {
  /** the product edited, or null for a new one */
  initial: ListingDetail | null;
  saving?: boolean;
  /** the server's refusal of the last save: its message, and the field when it names one */
  refusal?: { message: string; field?: string } | null;
  onSave: (input: ListingInput, status: ListingStatus, stopTime: number | null) => void;
  onBack: () => void;
  /** stores pictures; answers their addresses */
  onUploadPictures: (files: File[]) => Promise<string[]>;
  /** cuts a stored picture (pixels of the picture as shown); answers the new address */
  onCropPicture: (picture: string, crop: CropRect) => Promise<string>;
}

const NONE = 'none';
const toInput = (d: ListingDetail | null): ListingInput => {
  const empty = emptyListing();
  if (!d) return empty;
  return Object.fromEntries(Object.keys(empty).map((k) => [k, d[k as keyof ListingDetail]])) as unknown as ListingInput;
};
const dateText = (time: string | null) => (time ? time.slice(0, 10) : '');
/** 'YYYY-MM-DD' → epoch ms at 00:00 Beijing time; '' → null; anything else → undefined (invalid). */
function parseDate(text: string): number | null | undefined {
  if (!text.trim()) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!m) return undefined;
  const ms = Date.parse(`${m[1]}-${m[2]}-${m[3]}T00:00:00+08:00`);
  return Number.isNaN(ms) ? undefined : ms;
}

/** The product editor: every field a factory owns, pictures (upload, main, reorder, crop), state and stop date. */
export function ProductEditorView(props: ProductEditorViewProps) {
  const [input, setInput] = useState<ListingInput>(() => toInput(props.initial));
  const [status, setStatus] = useState<ListingStatus>(props.initial?.status ?? 'draft');
  const [stopText, setStopText] = useState(dateText(props.initial?.stop_time ?? null));
  const [tried, setTried] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [cropping, setCropping] = useState<string | null>(null);
  const set = <K extends ListingField>(field: K, value: ListingInput[K]) => setInput((i) => ({ ...i, [field]: value }));
  const problems = listingProblems(input);
  const publishProblem = status === 'published' ? publishRefusal(input) : null;
  const stopTime = parseDate(stopText);
  const problemOf = (field: ListingField) =>
    (tried ? problems.find((p) => p.field === field)?.message : undefined) ??
    (props.refusal?.field === field ? props.refusal.message : undefined);
  const volumes = listingVolumes(input);
  const save = () => {
    setTried(true);
    if (problems.length || publishProblem || stopTime === undefined) return;
    props.onSave(input, status, stopTime);
  };
  const text = (field: ListingField, max: number, extra: { multiline?: boolean; required?: boolean } = {}) => (
    <TextField
      label={LISTING_FIELD_LABELS[field]}
      value={String(input[field] ?? '')}
      maxLength={max}
      multiline={extra.multiline}
      isRequired={extra.required}
      isInvalid={!!problemOf(field)}
      errorMessage={problemOf(field)}
      onChange={(v) => set(field, v as never)}
    />
  );
  const number = (field: ListingField, max: number, step = 0.01) => (
    <NumberField
      label={LISTING_FIELD_LABELS[field]}
      minValue={0}
      maxValue={max}
      step={step}
      hideSteppers
      value={(input[field] as number | null) ?? Number.NaN}
      isInvalid={!!problemOf(field)}
      errorMessage={problemOf(field)}
      onChange={(v) => set(field, (Number.isNaN(v) ? null : v) as never)}
    />
  );
  const movePicture = (from: number, to: number) =>
    setInput((i) => {
      const pictures = [...i.pictures];
      const [moved] = pictures.splice(from, 1);
      pictures.splice(to, 0, moved as string);
      return { ...i, pictures };
    });
  const upload = async (files: File[]) => {
    setUploading(true);
    setUploadError(null);
    try {
      const added = await props.onUploadPictures(files.slice(0, LISTING_LIMITS.pictures - input.pictures.length));
      setInput((i) => ({ ...i, pictures: [...i.pictures, ...added] }));
    } catch (error) {
      setUploadError((error as Error).message);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Box
      as="section"
      aria-label={props.initial ? T.editorEdit : T.editorCreate}
      display="flex"
      flexDirection="column"
      gap="lg"
      padding="lg"
    >
      <Box display="flex" alignItems="center" gap="md">
        <Button variant="ghost" onPress={props.onBack}>
          {T.back}
        </Button>
        <Box as="h1" fontSize="xl" fontWeight="bold" flexGrow={1}>
          {props.initial ? T.editorEdit : T.editorCreate}
        </Box>
        <Button variant="primary" onPress={save} isDisabled={props.saving || uploading}>
          {props.saving ? T.saving : T.save}
        </Button>
      </Box>
      {(publishProblem && tried) || (props.refusal && !props.refusal.field) || props.refusal?.field === 'publish' ? (
        <Box role="alert" color="danger" fontWeight="bold">
          {publishProblem && tried ? publishProblem : props.refusal?.message}
        </Box>
      ) : null}
      <Group title={T.picturesTitle}>
        <Box as="ul" display="flex" gap="md" flexWrap="wrap" padding="none" margin="none" aria-label={T.picturesTitle}>
          {input.pictures.map((picture, i) => (
            <Box
              as="li"
              key={picture}
              aria-label={T.pictureAlt(i + 1)}
              display="flex"
              flexDirection="column"
              gap="xs"
              alignItems="center"
              style={{ listStyle: 'none', width: 140 }}
            >
              <Image src={picture} alt={T.pictureAlt(i + 1)} width={120} ratio={1} fit="contain" />
              {i === 0 ? (
                <Box fontSize="sm" fontWeight="bold" color="primary">
                  {T.mainPicture}
                </Box>
              ) : (
                <Button size="sm" variant="link" onPress={() => movePicture(i, 0)}>
                  {T.setMain}
                </Button>
              )}
              <Box display="flex" gap="xs" flexWrap="wrap" justifyContent="center">
                <Button
                  size="sm"
                  variant="ghost"
                  isDisabled={i === 0}
                  onPress={() => movePicture(i, i - 1)}
                  aria-label={`${T.moveLeft} ${T.pictureAlt(i + 1)}`}
                >
                  {T.moveLeft}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  isDisabled={i === input.pictures.length - 1}
                  onPress={() => movePicture(i, i + 1)}
                  aria-label={`${T.moveRight} ${T.pictureAlt(i + 1)}`}
                >
                  {T.moveRight}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onPress={() => setCropping(picture)}
                  aria-label={`${T.crop} ${T.pictureAlt(i + 1)}`}
                >
                  {T.crop}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onPress={() =>
                    set(
                      'pictures',
                      input.pictures.filter((p) => p !== picture),
                    )
                  }
                  aria-label={`${T.remove} ${T.pictureAlt(i + 1)}`}
                >
                  {T.remove}
                </Button>
              </Box>
            </Box>
          ))}
        </Box>
        {input.pictures.length < LISTING_LIMITS.pictures && (
          <FileInput
            label={uploading ? T.uploading : T.uploadPictures}
            hint={T.picturesHint}
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            multiple
            isDisabled={uploading}
            onFiles={(files) => void upload(files)}
          />
        )}
        {(uploadError || problemOf('pictures')) && (
          <Box role="alert" color="danger">
            {uploadError ?? problemOf('pictures')}
          </Box>
        )}
      </Group>
      <Group title={T.basics}>
        {text('name', LISTING_LIMITS.name, { required: true })}
        {text('name_en', LISTING_LIMITS.nameEn)}
        {text('article_number', LISTING_LIMITS.articleNumber, { required: true })}
        <Select
          label={LISTING_FIELD_LABELS.category_id}
          isRequired
          items={CATEGORIES.map((c) => ({ id: c.id, name: c.name }))}
          selectedKey={input.category_id}
          isInvalid={!!problemOf('category_id')}
          errorMessage={problemOf('category_id')}
          onSelectionChange={(k) => set('category_id', Number(k))}
        />
        {number('exworks_price', LISTING_LIMITS.price)}
        <Select
          label={T.publishState}
          items={LISTING_STATUSES.map((s) => ({ id: s, name: LISTING_STATUS_LABELS[s] }))}
          selectedKey={status}
          onSelectionChange={(k) => setStatus(k as ListingStatus)}
        />
        <TextField
          label={T.stopTime}
          description={T.stopTimeHint}
          value={stopText}
          maxLength={10}
          isInvalid={tried && stopTime === undefined}
          errorMessage={tried && stopTime === undefined ? T.stopTimeInvalid : undefined}
          onChange={setStopText}
        />
      </Group>
      <Group title={T.packing}>
        {text('packing_name', LISTING_LIMITS.packingName)}
        {text('packing_name_en', LISTING_LIMITS.packingName)}
        {number('carton_quantity', LISTING_LIMITS.count, 1)}
        {number('inbox_count', LISTING_LIMITS.count, 1)}
        {number('gross_weight', LISTING_LIMITS.weight)}
        {number('net_weight', LISTING_LIMITS.weight)}
      </Group>
      <Group title={T.sizes}>
        {(
          [
            'length',
            'width',
            'height',
            'pack_length',
            'pack_width',
            'pack_height',
            'carton_length',
            'carton_width',
            'carton_height',
          ] as const
        ).map((field) => (
          <Box key={field}>{number(field, LISTING_LIMITS.size, 0.1)}</Box>
        ))}
        <Box role="status" fontWeight="bold" style={{ flexBasis: '100%' }}>
          {T.volumes(volumes.carton_cubic_meter, volumes.carton_cubic_feet)}
        </Box>
      </Group>
      <Group title={T.more}>
        <CheckboxGroup
          label={LISTING_FIELD_LABELS.certifications}
          value={input.certifications}
          onChange={(v) => set('certifications', v)}
        >
          {CERTIFICATES.map((c) => (
            <Checkbox key={c.id} value={c.id}>
              {c.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <Select
          label={T.battery}
          items={[{ id: NONE, name: T.none }, ...BATTERY_OPTIONS]}
          selectedKey={input.battery_code ?? NONE}
          onSelectionChange={(k) => set('battery_code', k === NONE ? null : Number(k))}
        />
        <Select
          label={T.material}
          items={[{ id: NONE, name: T.none }, ...MATERIAL_OPTIONS]}
          selectedKey={input.material_code ?? NONE}
          onSelectionChange={(k) => set('material_code', k === NONE ? null : Number(k))}
        />
        {text('video', LISTING_LIMITS.url)}
        {text('model_3d', LISTING_LIMITS.url)}
        <Box style={{ flexBasis: '100%' }}>
          {text('introduction', LISTING_LIMITS.introduction, { multiline: true })}
        </Box>
        <Box style={{ flexBasis: '100%' }}>
          {text('introduction_en', LISTING_LIMITS.introduction, { multiline: true })}
        </Box>
      </Group>
      {cropping && (
        <CropDialog
          picture={cropping}
          onClose={() => setCropping(null)}
          onCrop={async (crop) => {
            const cut = await props.onCropPicture(cropping, crop);
            setInput((i) => ({ ...i, pictures: i.pictures.map((p) => (p === cropping ? cut : p)) }));
            setCropping(null);
          }}
        />
      )}
    </Box>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      as="fieldset"
      display="flex"
      flexWrap="wrap"
      gap="md"
      padding="md"
      background="surface"
      borderRadius="md"
      style={{ border: 'none' }}
    >
      <Box as="legend" fontWeight="bold" fontSize="lg">
        {title}
      </Box>
      {children}
    </Box>
  );
}

/** The kit's cropper over a stored picture; the selection is mapped to the picture's pixels. */
function CropDialog({
  picture,
  onClose,
  onCrop,
}: {
  picture: string;
  onClose: () => void;
  onCrop: (crop: CropRect) => Promise<void>;
}) {
  const [selection, setSelection] = useState<CropRect>({ x: 40, y: 20, width: 370, height: 240 });
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const img = new window.Image();
    img.onload = () => setSize({ width: img.naturalWidth, height: img.naturalHeight });
    img.src = picture;
  }, [picture]);
  const invalid = cropError(selection);
  return (
    <Dialog
      title={T.cropTitle}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      footer={
        <>
          <Button onPress={onClose}>{T.cancel}</Button>
          <Button
            variant="primary"
            isDisabled={!!invalid || !size}
            onPress={() => {
              const crop = size && cropBoxToImage(selection, size, CROP_BOX);
              if (crop) void onCrop(crop).catch((e: Error) => setError(e.message));
            }}
          >
            {T.cropApply}
          </Button>
        </>
      }
    >
      <ImageCropper src={picture} value={selection} onChange={setSelection} alt={T.cropTitle} />
      {(invalid || error) && (
        <Box role="alert" color="danger">
          {invalid ?? error}
        </Box>
      )}
    </Dialog>
  );
}
