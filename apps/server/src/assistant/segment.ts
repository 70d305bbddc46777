import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { parseQuestion, type QuestionFilters, type RegionRef } from '@wanju/domain';

/**
 * Chinese word segmentation for the question parser (jieba's dictionary, loaded once on first use, about
 * 0.2 s): the words a question leaves after its filters are taken out become the search keyword.
 */
let jieba: Jieba | null = null;

export function segment(text: string): string[] {
  jieba ??= Jieba.withDict(dict);
  return jieba.cut(text, false);
}

/** The domain's parser over jieba's words. */
export const parse = (question: string, regions: readonly RegionRef[]): QuestionFilters =>
  parseQuestion(question, regions, segment);
