import type { AiTask } from '@wanju/api-client';
import { POSTER_SIZES, POSTER_TEMPLATES, type PosterLang } from '@wanju/domain';
import { Box, Button, Checkbox, CheckboxGroup, Radio, RadioGroup, TextField } from '@wanju/ui';
import { HistoryList, PictureDrop, TaskStatus, ToolFrame } from './AiParts';
import * as styles from './AiPictures.css';
import { AI_TEXT as T } from './messages';

export interface PosterDraft {
  name: string;
  number: string;
  price: string;
  currency: string;
  lang: PosterLang;
  template: string;
  sizes: string[];
  prompt: string;
}

export interface PosterViewProps {
  picture: string | null;
  logo: string | null;
  uploading: boolean;
  draft: PosterDraft;
  /** a generative provider is configured (else the prompt is unavailable and the page says so) */
  providerConfigured: boolean;
  task: AiTask | null;
  history: readonly AiTask[];
  remaining: number | null;
  onFiles: (files: File[]) => void;
  onLogo: (files: File[]) => void;
  onClear: () => void;
  onDraft: (draft: PosterDraft) => void;
  onGenerate: () => void;
  onOpenHistory: (task: AiTask) => void;
}

/** /xiaoniaoAIaddImg: posters from local templates (and a generated background when configured). */
export function PosterView(props: PosterViewProps) {
  const d = props.draft;
  const set = (patch: Partial<PosterDraft>) => props.onDraft({ ...d, ...patch });
  const busy = props.task?.status === 'queued' || props.task?.status === 'running';
  return (
    <ToolFrame
      title={T.posterTitle}
      hint={T.posterHint}
      history={<HistoryList tasks={props.history} remaining={props.remaining} onOpen={props.onOpenHistory} />}
    >
      <Box display="flex" gap="lg" flexWrap="wrap">
        <Box display="flex" flexDirection="column" gap="sm" style={{ minWidth: 280, flex: 1 }}>
          <PictureDrop
            label={T.toyPicture}
            pictures={props.picture ? [props.picture] : []}
            uploading={props.uploading}
            onFiles={props.onFiles}
            onClear={props.onClear}
          />
          <PictureDrop
            label={T.logo}
            pictures={props.logo ? [props.logo] : []}
            uploading={false}
            onFiles={props.onLogo}
            onClear={() => props.onLogo([])}
          />
        </Box>
        <Box display="flex" flexDirection="column" gap="sm" style={{ minWidth: 280, flex: 1 }}>
          <TextField label={T.name} value={d.name} maxLength={60} onChange={(name) => set({ name })} />
          <Box display="flex" gap="sm">
            <TextField label={T.number} value={d.number} maxLength={40} onChange={(number) => set({ number })} />
            <TextField label={T.price} value={d.price} maxLength={20} onChange={(price) => set({ price })} />
            <TextField label={T.currency} value={d.currency} maxLength={8} onChange={(currency) => set({ currency })} />
          </Box>
          <RadioGroup
            label={T.lang}
            orientation="horizontal"
            value={d.lang}
            onChange={(v) => set({ lang: v as PosterLang })}
          >
            <Radio value="zh">{T.zh}</Radio>
            <Radio value="en">{T.en}</Radio>
          </RadioGroup>
          <RadioGroup
            label={T.template}
            orientation="horizontal"
            value={d.template}
            onChange={(template) => set({ template })}
          >
            {POSTER_TEMPLATES.map((t) => (
              <Radio key={t.key} value={t.key}>
                {t.label}
              </Radio>
            ))}
          </RadioGroup>
          <CheckboxGroup label={T.sizes} value={d.sizes} onChange={(sizes) => set({ sizes })}>
            {POSTER_SIZES.map((s) => (
              <Checkbox key={s.key} value={s.key}>
                {s.label}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <TextField
            label={T.prompt}
            placeholder={T.promptHint}
            value={d.prompt}
            maxLength={300}
            isDisabled={!props.providerConfigured}
            description={props.providerConfigured ? undefined : T.providerMissing}
            onChange={(prompt) => set({ prompt })}
          />
          <Box>
            <Button variant="primary" isDisabled={!props.picture || !d.sizes.length || busy} onPress={props.onGenerate}>
              {T.generate}
            </Button>
          </Box>
        </Box>
      </Box>
      <TaskStatus task={props.task} />
      {props.task && props.task.outputs.length > 0 && (
        <ul className={styles.grid} aria-label={T.result}>
          {props.task.outputs.map((o) => (
            <li key={o.file} className={styles.card}>
              <img src={o.file} alt={o.size ?? T.result} className={styles.frameImage} />
              <Box display="flex" justifyContent="space-between" fontSize="sm">
                <span>{POSTER_SIZES.find((s) => s.key === o.size)?.label}</span>
                <a href={o.file} download>
                  {T.download}
                </a>
              </Box>
            </li>
          ))}
        </ul>
      )}
    </ToolFrame>
  );
}
