import {
  AI_BATCH_MAX,
  AI_DATA_MODULES,
  AI_PICTURE_TOOLS,
  type AiPictureTool,
  type JobStatus,
  POSTER_SIZES,
  POSTER_TEMPLATES,
} from '@wanju/domain';
// A namespace import lets bundlers drop the parts of zod (locales, JSON schema …) the contract never uses.
import * as z from 'zod';
import { empty, endpoint, id, int, list, num, paging, str } from './define';

/**
 * The AI picture tools (spec §1, §2, §4, §7): cutout (image_matting, get_task_result, the AI抠图 button),
 * smart crop, removal, posters, and image_process that puts a processed picture on the record it came from.
 * Every run is a job: the call answers its id, get_task_result its progress and outputs.
 */

/** A stored picture's address as this server answers it (/files/<hash>.jpg). */
const picture = str(300);

/** One output of a tool run. */
export interface AiOutput {
  /** the picture it was made from */
  source: string;
  /** the result as a picture of the platform (600 px JPEG variant) */
  picture: string;
  thumb: string;
  /** the full result file (a transparent PNG for a cutout, else the JPEG) */
  file: string;
  width: number;
  height: number;
  /** smart crop: the frame in the source's pixels and whether it reaches past the picture (filled white) */
  crop?: { x: number; y: number; width: number; height: number; pad: boolean };
  /** the source's size the crop frame is in */
  source_size?: { width: number; height: number };
  /** poster: which size */
  size?: string;
  /** removal: the fill used */
  method?: string;
  /** this picture failed (a batch goes on with the others) */
  error?: string;
}

/** A tool run (a job) as its page and history show it. */
export interface AiTask {
  id: string;
  tool: AiPictureTool;
  status: JobStatus;
  progress: number;
  /** §7 get_task_result: the (first) result picture once done, else null */
  result: string | null;
  outputs: AiOutput[];
  /** a failed run's reason */
  error: string;
  /** pictures sent */
  inputs: string[];
  created_time: string;
}

export interface AiPage {
  list: AiTask[];
  total: number;
  /** runs left today for a free user; null when not limited */
  remaining: number | null;
}

export interface AiStarted {
  id: string;
  poll_interval: number;
}

const images = list(picture, AI_BATCH_MAX).min(1);
const background = z.enum(['transparent', 'white']).default('transparent');

const toyAi = {
  /** §7: body image_url; returns a task id. */
  imageMatting: endpoint<AiStarted>()(
    '/api/toy/image_matting',
    z.object({ image_url: picture, background: background }),
  ),
  /** §7: body id; data.result is the image when ready. */
  getTaskResult: endpoint<AiTask>()('/api/toy/get_task_result', z.object({ id: str(64) })),
  /** §7: body id, path, data_module; returns data.object (a url). The original stays stored. */
  imageProcess: endpoint<{ object: string; previous: string }>()(
    '/api/toy/image_process',
    z.object({ id, path: picture, data_module: z.enum(AI_DATA_MODULES) }),
  ),
};

export const ai = {
  ...toyAi,
  /** A picture to work on (multipart `file`), checked and stored. */
  uploadPicture: endpoint<{ picture: string; thumb: string }>()('/api/ai/upload_picture', empty),
  cutout: endpoint<AiStarted>()('/api/ai/cutout', z.object({ images, background })),
  smartCrop: endpoint<AiStarted>()(
    '/api/ai/smart_crop',
    z.object({
      images,
      ratio: z.object({ width: int(1, 100), height: int(1, 100) }),
      /** false: find the frames only (the preview); true: make and store the cropped pictures */
      save: z.boolean().default(false),
    }),
  ),
  remove: endpoint<AiStarted>()(
    '/api/ai/remove',
    z.object({
      image_url: picture,
      /** the size the picture was shown at, which the strokes' points are in */
      width: int(1, 10_000),
      height: int(1, 10_000),
      strokes: list(z.object({ size: num(1, 1000), points: list(num(-100_000, 100_000), 4000) }), 300),
    }),
  ),
  poster: endpoint<AiStarted>()(
    '/api/ai/poster',
    z.object({
      image_url: picture,
      template: z.enum(POSTER_TEMPLATES.map((t) => t.key) as [string, ...string[]]).default('clean'),
      lang: z.enum(['zh', 'en']).default('zh'),
      sizes: list(z.enum(POSTER_SIZES.map((s) => s.key) as [string, ...string[]]), POSTER_SIZES.length).min(1),
      name: str(60).default(''),
      number: str(40).default(''),
      price: str(20).default(''),
      currency: str(8).default('¥'),
      logo_url: picture.optional(),
      /** a generated background from this description (needs a configured provider) */
      prompt: str(300).optional(),
    }),
  ),
  /** Whether a generative provider is configured (never its address or key). */
  provider: endpoint<{ configured: boolean }>()('/api/ai/provider', empty),
  history: endpoint<AiPage>()('/api/ai/history', z.object({ tool: z.enum(AI_PICTURE_TOOLS).optional(), ...paging })),
};
