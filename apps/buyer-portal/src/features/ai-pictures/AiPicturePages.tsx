import { type AiTask, api } from '@wanju/api-client';
import type { CropRatio, MaskStroke } from '@wanju/domain';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { client } from '../../app/session';
import type { RecordPanelProps } from './AiParts';
import { type CutoutBackgroundChoice, CutoutView } from './CutoutView';
import { type PosterDraft, PosterView } from './PosterView';
import { RemoveView } from './RemoveView';
import { aiRecordHref, aiRecordOf, type RecordToolPath } from './record';
import { chosenRatio, SmartCropView } from './SmartCropView';
import { uploadPictures, useAiRun, usePictures } from './useAiTools';

/**
 * The record a tool page was opened from (its address carries it): the page starts on its picture, and
 * `panel(result)` gives the panel that saves a result onto it with image_process (undo puts the previous
 * picture back; the original stays stored either way).
 */
function useRecordTarget(current: RecordToolPath) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again only when the address changes
  const record = useMemo(() => aiRecordOf(params), [key]);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<{ object: string; previous: string } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another record starts afresh
  useEffect(() => setSaved(null), [key]);
  const put = async (path: string) => {
    if (!record) return null;
    setSaving(true);
    try {
      return await client.call(api.ai.imageProcess, { id: record.id, path, data_module: record.module });
    } catch {
      return null; // the client showed the server's message
    } finally {
      setSaving(false);
    }
  };
  const panel = (result: string | null): RecordPanelProps | undefined =>
    record
      ? {
          record,
          result,
          saving,
          saved,
          current,
          onSave: () => {
            if (result) void put(result).then((done) => done && setSaved(done));
          },
          onUndo: () => {
            if (saved) void put(saved.previous).then((done) => done && setSaved(null));
          },
          onTool: (path) => navigate(aiRecordHref(path, record)),
        }
      : undefined;
  return { record, panel };
}

/** The first usable result of a run (its full file: a cutout's transparent PNG, a crop or removal's JPEG). */
const firstResult = (task: AiTask | null) =>
  task?.status === 'done' ? (task.outputs.find((o) => o.file && !o.error)?.file ?? null) : null;

/** Container of /cutout. */
export function CutoutPage() {
  const { pictures, setPictures, uploading, add, clear } = usePictures(true);
  const [background, setBackground] = useState<CutoutBackgroundChoice>('transparent');
  const run = useAiRun('cutout');
  const target = useRecordTarget('/cutout');
  useEffect(() => {
    if (target.record) setPictures([target.record.picture]);
  }, [target.record, setPictures]);
  return (
    <CutoutView
      record={target.panel(firstResult(run.task))}
      pictures={pictures}
      uploading={uploading}
      background={background}
      task={run.task}
      history={run.history}
      remaining={run.remaining}
      onFiles={(files) => void add(files)}
      onClear={clear}
      onBackground={setBackground}
      onStart={() => void run.start(() => client.call(api.ai.cutout, { images: pictures, background }))}
      onOpenHistory={run.setTask}
    />
  );
}

/** Container of /smartcrop: preview the frames, then save the cropped pictures. */
export function SmartCropPage() {
  const { pictures, setPictures, uploading, add, clear } = usePictures(true);
  const target = useRecordTarget('/smartcrop');
  useEffect(() => {
    if (target.record) setPictures([target.record.picture]);
  }, [target.record, setPictures]);
  const [ratioKey, setRatioKey] = useState('1:1');
  const [custom, setCustom] = useState<CropRatio>({ width: 2, height: 1 });
  const preview = useAiRun('smartcrop');
  const saving = useAiRun('smartcrop');
  const request = (save: boolean) => ({ images: pictures, ratio: chosenRatio(ratioKey, custom), save });
  const reset = () => {
    preview.setTask(null);
    saving.setTask(null);
  };
  return (
    <SmartCropView
      record={target.panel(firstResult(saving.task))}
      pictures={pictures}
      uploading={uploading}
      ratioKey={ratioKey}
      custom={custom}
      preview={preview.task}
      saved={saving.task}
      history={saving.history}
      remaining={saving.remaining}
      onFiles={(files) => {
        reset();
        void add(files);
      }}
      onClear={() => {
        reset();
        clear();
      }}
      onRatioKey={(key) => {
        reset();
        setRatioKey(key);
      }}
      onCustom={(ratio) => {
        reset();
        setCustom(ratio);
      }}
      onPreview={() => {
        saving.setTask(null);
        void preview.start(() => client.call(api.ai.smartCrop, request(false)));
      }}
      onSave={() => void saving.start(() => client.call(api.ai.smartCrop, request(true)))}
      onOpenHistory={(task: AiTask) => {
        preview.setTask(task);
        saving.setTask(task);
      }}
    />
  );
}

/** Container of /xiaoniaoAIremove: each removal's result becomes the picture worked on; undo goes back. */
export function RemovePage() {
  const [stack, setStack] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const run = useAiRun('remove', (task) => {
    const next = task.status === 'done' ? task.outputs[0]?.picture : undefined;
    if (next) setStack((s) => [...s, next]);
  });
  const picture = stack.at(-1) ?? null;
  const target = useRecordTarget('/xiaoniaoAIremove');
  useEffect(() => {
    if (target.record) setStack([target.record.picture]);
  }, [target.record]);
  return (
    <RemoveView
      record={target.panel(stack.length > 1 ? picture : null)}
      picture={picture}
      before={stack.length > 1 ? (stack.at(-2) as string) : null}
      uploading={uploading}
      task={run.task}
      canUndo={stack.length > 1}
      history={run.history}
      remaining={run.remaining}
      onFiles={async (files) => {
        setUploading(true);
        const [first] = await uploadPictures(files.slice(0, 1));
        setUploading(false);
        if (first) {
          run.setTask(null);
          setStack([first]);
        }
      }}
      onClear={() => {
        run.setTask(null);
        setStack([]);
      }}
      onRemove={(strokes: MaskStroke[], width, height) =>
        void run.start(() =>
          client.call(api.ai.remove, {
            image_url: picture as string,
            width,
            height,
            strokes: strokes.map((s) => ({ size: s.size, points: [...s.points] })),
          }),
        )
      }
      onUndo={() => {
        run.setTask(null);
        setStack((s) => (s.length > 1 ? s.slice(0, -1) : s));
      }}
      onOpenHistory={(task) => {
        const result = task.outputs[0]?.picture;
        if (result) setStack([task.inputs[0] as string, result]);
        run.setTask(task);
      }}
    />
  );
}

const EMPTY_DRAFT: PosterDraft = {
  name: '',
  number: '',
  price: '',
  currency: '¥',
  lang: 'zh',
  template: 'clean',
  sizes: ['square', 'portrait'],
  prompt: '',
};

/** Container of /xiaoniaoAIaddImg. */
export function PosterPage() {
  const toy = usePictures(false);
  const logo = usePictures(false);
  const [draft, setDraft] = useState<PosterDraft>(EMPTY_DRAFT);
  const [configured, setConfigured] = useState(false);
  const run = useAiRun('poster');
  useEffect(() => {
    client
      .call(api.ai.provider, {}, { silent: true })
      .then((p) => setConfigured(p.configured))
      .catch(() => setConfigured(false));
  }, []);
  const picture = toy.pictures[0] ?? null;
  return (
    <PosterView
      picture={picture}
      logo={logo.pictures[0] ?? null}
      uploading={toy.uploading || logo.uploading}
      draft={draft}
      providerConfigured={configured}
      task={run.task}
      history={run.history}
      remaining={run.remaining}
      onFiles={(files) => void toy.add(files)}
      onLogo={(files) => void logo.add(files)}
      onClear={toy.clear}
      onDraft={setDraft}
      onGenerate={() =>
        void run.start(() =>
          client.call(api.ai.poster, {
            image_url: picture as string,
            logo_url: logo.pictures[0],
            template: draft.template,
            lang: draft.lang,
            sizes: draft.sizes,
            name: draft.name,
            number: draft.number,
            price: draft.price,
            currency: draft.currency,
            prompt: configured && draft.prompt.trim() ? draft.prompt : undefined,
          }),
        )
      }
      onOpenHistory={run.setTask}
    />
  );
}
