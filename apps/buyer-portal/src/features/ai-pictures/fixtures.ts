import type { AiOutput, AiTask } from '@wanju/api-client';
import type { AiPictureTool } from '@wanju/domain';
import { sampleImage } from '@wanju/ui';

/** Story fixtures of the AI picture tools: pictures and runs shaped like the server's answers. */
export const PICTURES = [
  sampleImage('遥控车', '#ff8a3d'),
  sampleImage('无人机', '#3d8bff'),
  sampleImage('积木', '#2fb36b'),
];

export function output(i: number, extra: Partial<AiOutput> = {}): AiOutput {
  const source = PICTURES[i % PICTURES.length] as string;
  return { source, picture: source, thumb: source, file: source, width: 600, height: 600, ...extra };
}

export function taskFixture(tool: AiPictureTool, overrides: Partial<AiTask> = {}): AiTask {
  return {
    id: `00000000-0000-4000-8000-00000000000${tool.length}`,
    tool,
    status: 'done',
    progress: 100,
    result: PICTURES[0] as string,
    outputs: [output(0), output(1)],
    error: '',
    inputs: PICTURES.slice(0, 2),
    created_time: '2026-11-25 10:30',
    ...overrides,
  };
}

export const historyFixture = (tool: AiPictureTool): AiTask[] => [
  taskFixture(tool),
  taskFixture(tool, {
    id: 'f1',
    status: 'failed',
    error: '抠图失败：未能识别出图片中的主体',
    outputs: [],
    created_time: '2026-11-24 09:12',
  }),
];
