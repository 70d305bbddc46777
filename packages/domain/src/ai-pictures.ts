import { isCropAspectAllowed } from './validation';

/**
 * The AI picture tools (§1 AI tools, §2 /cutout /smartcrop /xiaoniaoAIremove /xiaoniaoAIaddImg): cutout,
 * smart crop, removal and posters. Each run is a job of its own kind, kept per user as the tool's history.
 */
export const AI_PICTURE_TOOLS = ['cutout', 'smartcrop', 'remove', 'poster'] as const;
export type AiPictureTool = (typeof AI_PICTURE_TOOLS)[number];

/** The queue kind of each tool's jobs (the history filters the jobs table by these). */
export const AI_JOB_KINDS: Record<AiPictureTool, string> = {
  cutout: 'ai_cutout',
  smartcrop: 'ai_smartcrop',
  remove: 'ai_remove',
  poster: 'ai_poster',
};

export const AI_TOOL_NAMES: Record<AiPictureTool, string> = {
  cutout: 'AI抠图',
  smartcrop: 'AI裁图',
  remove: 'AI消除',
  poster: 'AI生图',
};

/** The tool of a queue kind, or null for another kind. */
export function aiToolOfKind(kind: string): AiPictureTool | null {
  return AI_PICTURE_TOOLS.find((tool) => AI_JOB_KINDS[tool] === kind) ?? null;
}

/** Pictures in one batch job. */
export const AI_BATCH_MAX = 20;

/** §6: ordinary (free) users may run this many AI picture jobs a day; paying companies are not counted. */
export const AI_FREE_DAILY_LIMIT = 20;

export const AI_MSG = {
  freeLimit: `免费次数已用完：免费用户每天可使用AI图片工具${AI_FREE_DAILY_LIMIT}次`,
  pictureRequired: '请先上传图片',
  pictureNotOurs: '图片地址无效，请重新上传图片',
  tooManyPictures: `一次最多处理${AI_BATCH_MAX}张图片`,
  ratioInvalid: '裁剪比例必须在1:5到5:1之间',
  maskEmpty: '请先涂抹需要消除的区域',
  maskOutside: '涂抹区域超出了图片范围',
  maskTooLarge: '涂抹区域过大（超过图片的一半），无法从周围补全',
  taskNotFound: '任务不存在或已过期',
  cutoutFailed: '抠图失败：未能识别出图片中的主体',
  cropFailed: '裁图失败，请稍后重试',
  removeFailed: '消除失败，请稍后重试',
  posterFailed: '海报生成失败，请稍后重试',
  providerMissing: '未配置AI生成服务：可以使用本地模板生成海报，背景/场景生成暂不可用',
  providerFailed: 'AI生成服务暂时不可用，请稍后重试或使用本地模板',
  promptRequired: '请输入生成背景的描述',
  posterSizeRequired: '请至少选择一个海报尺寸',
  posterTextTooLong: '文字过长，请精简',
  moduleInvalid: '图片来源无效',
  recordNotFound: '要替换图片的记录不存在或无权修改',
  resultNotReady: '任务尚未完成',
} as const;

/** §5: a listing ratio; the presets and a custom one, both within 1:5–5:1. */
export interface CropRatio {
  width: number;
  height: number;
}

export const CROP_RATIO_PRESETS: readonly (CropRatio & { label: string })[] = [
  { label: '1:1', width: 1, height: 1 },
  { label: '3:4', width: 3, height: 4 },
  { label: '4:3', width: 4, height: 3 },
  { label: '16:9', width: 16, height: 9 },
];

/** A ratio's refusal, or null when it may be used (§5: 1:5 to 5:1). */
export function validateCropRatio(ratio: CropRatio): string | null {
  return isCropAspectAllowed(ratio.width, ratio.height) ? null : AI_MSG.ratioInvalid;
}

export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The crop of a `width`×`height` picture at `ratio` that keeps the subject box whole and centred on it:
 * the smallest frame of that ratio around the subject with a margin, grown towards the largest that fits,
 * then moved to centre the subject and kept inside the picture. When the subject cannot fit whole at that
 * ratio inside the picture, the frame extends past the picture (`pad` true: the outside is filled white)
 * rather than cut the toy.
 */
export function smartCropBox(
  width: number,
  height: number,
  subject: PixelBox,
  ratio: CropRatio,
  margin = 0.08,
): PixelBox & { pad: boolean } {
  const r = ratio.width / ratio.height;
  // The smallest frame of the ratio around the subject with its margin.
  const needW = subject.width * (1 + 2 * margin);
  const needH = subject.height * (1 + 2 * margin);
  let w = Math.max(needW, needH * r);
  let h = w / r;
  // The largest frame of the ratio inside the picture.
  const fitW = Math.min(width, height * r);
  if (w <= fitW) {
    // Grow towards the picture's largest frame while the subject stays the frame's main content.
    const grown = Math.min(fitW, w * 1.25);
    w = grown;
    h = w / r;
  }
  const cx = subject.x + subject.width / 2;
  const cy = subject.y + subject.height / 2;
  let x = cx - w / 2;
  let y = cy - h / 2;
  const pad = w > width + 0.5 || h > height + 0.5;
  if (!pad) {
    // Inside the picture, as close to centred as the edges allow, still holding the whole subject.
    x = Math.min(Math.max(0, x), width - w);
    y = Math.min(Math.max(0, y), height - h);
  }
  const box = { x: Math.round(x), y: Math.round(y), width: Math.round(w), height: Math.round(h) };
  if (!pad) {
    box.width = Math.min(box.width, width - box.x);
    box.height = Math.min(box.height, height - box.y);
  }
  return { ...box, pad };
}

/** True when `outer` holds `inner` whole (with `slack` pixels for rounding). */
export function boxContains(outer: PixelBox, inner: PixelBox, slack = 1): boolean {
  return (
    inner.x >= outer.x - slack &&
    inner.y >= outer.y - slack &&
    inner.x + inner.width <= outer.x + outer.width + slack &&
    inner.y + inner.height <= outer.y + outer.height + slack
  );
}

/** A removal stroke painted on a picture shown at `width`×`height`: a polyline of [x, y, x, y …] and its size. */
export interface MaskStroke {
  size: number;
  points: readonly number[];
}

/** A painted mask's refusal: nothing painted, or a point outside the picture shown; null when usable. */
export function validateMaskStrokes(strokes: readonly MaskStroke[], width: number, height: number): string | null {
  const painted = strokes.filter((s) => s.points.length >= 2 && s.size > 0);
  if (!painted.length) return AI_MSG.maskEmpty;
  for (const s of painted) {
    if (s.points.length % 2) return AI_MSG.maskOutside;
    for (let i = 0; i < s.points.length; i += 2) {
      const x = s.points[i] as number;
      const y = s.points[i + 1] as number;
      if (!(x >= 0 && y >= 0 && x <= width && y <= height)) return AI_MSG.maskOutside;
    }
  }
  return null;
}

/** A mask covering more than this share of the picture has too little left to fill it from. */
export const REMOVE_MAX_SHARE = 0.5;

/**
 * How a painted area is filled: thin strokes (a scratch, a line of small text: at most 12 pixels thick,
 * thickness being twice the largest distance of a painted pixel from an unpainted one) or tiny areas (under
 * 400 pixels) from their edges (OpenCV's Telea inpainting); wider areas (a sticker, a logo) with patches
 * copied from the surroundings (an exemplar fill), which carries the ground's texture in.
 */
export function removalMethod(maskPixels: number, thickness: number): 'telea' | 'patch' {
  return thickness <= 12 || maskPixels < 400 ? 'telea' : 'patch';
}

/** Poster sizes offered (pixels), several made at once. */
export const POSTER_SIZES = [
  { key: 'square', label: '主图 800×800', width: 800, height: 800 },
  { key: 'portrait', label: '详情 750×1000', width: 750, height: 1000 },
  { key: 'story', label: '竖版 1080×1920', width: 1080, height: 1920 },
  { key: 'banner', label: '横幅 1200×628', width: 1200, height: 628 },
] as const;
export type PosterSizeKey = (typeof POSTER_SIZES)[number]['key'];

export const POSTER_TEMPLATES = [
  { key: 'clean', label: '简约白底', background: '#ffffff', accent: '#e4393c', ink: '#222222' },
  { key: 'festival', label: '喜庆红', background: '#c81d25', accent: '#ffd166', ink: '#ffffff' },
  { key: 'sky', label: '清新蓝', background: '#dff1ff', accent: '#1677ff', ink: '#0b2545' },
  { key: 'night', label: '深色质感', background: '#1f2430', accent: '#f4a261', ink: '#f5f5f5' },
] as const;
export type PosterTemplateKey = (typeof POSTER_TEMPLATES)[number]['key'];

export type PosterLang = 'zh' | 'en';

export interface PosterFields {
  name: string;
  number: string;
  price: string;
  currency: string;
}

/** The text lines of a poster in its language: the name, then item number and price with their labels. */
export function posterLines(fields: PosterFields, lang: PosterLang): { title: string; lines: string[] } {
  const label = lang === 'en' ? { number: 'Item No.', price: 'Price' } : { number: '货号', price: '价格' };
  const sep = lang === 'en' ? ': ' : '：';
  const lines: string[] = [];
  if (fields.number.trim()) lines.push(`${label.number}${sep}${fields.number.trim()}`);
  if (fields.price.trim()) lines.push(`${label.price}${sep}${fields.currency.trim()} ${fields.price.trim()}`.trim());
  return { title: fields.name.trim(), lines };
}

/**
 * The records a processed picture may be put on (image_process data_module): a quotation item, a product of
 * the company's library, a sample-cart line.
 */
export const AI_DATA_MODULES = ['quotation_item', 'company_product', 'cart_item'] as const;
export type AiDataModule = (typeof AI_DATA_MODULES)[number];

/** §6: whether an AI picture job is still allowed with `used` jobs today (null: allowed). */
export function checkAiQuota(used: number, limit: number = AI_FREE_DAILY_LIMIT): string | null {
  return used < limit ? null : AI_MSG.freeLimit;
}
