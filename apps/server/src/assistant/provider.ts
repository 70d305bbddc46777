import type { Config } from '../config';

/**
 * The optional language model: an OpenAI-compatible chat-completions endpoint named by the configuration.
 * It words an answer over sources the platform found (numbered, cited as [n]); it never searches or decides
 * on its own. The key goes only into the Authorization header: it is never logged or stored.
 */

export type Provider = NonNullable<Config['aiProvider']>;

export interface ProviderSource {
  n: number;
  text: string;
}

const TIMEOUT_MS = 30_000;
const SYSTEM = [
  '你是玩具采购平台的AI助手。只根据下面编号的资料回答用户的问题，用简体中文，简洁。',
  '每句话引用所依据资料的编号，如[1]、[2]；资料中没有的内容不要编造，直接说明资料中没有。',
].join('');

/** The request body sent to the model (exported for the tests that check what is sent). */
export function providerRequest(model: string, question: string, sources: readonly ProviderSource[]) {
  const context = sources.map((s) => `[${s.n}] ${s.text}`).join('\n');
  return {
    model,
    temperature: 0.2,
    max_tokens: 600,
    messages: [
      { role: 'system', content: SYSTEM },
      { role: 'user', content: `资料：\n${context || '（无）'}\n\n问题：${question}` },
    ],
  };
}

/** The model's answer, or null when it fails, times out or answers nothing usable. */
export async function askProvider(
  provider: Provider,
  question: string,
  sources: readonly ProviderSource[],
  signal?: AbortSignal,
): Promise<string | null> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  try {
    const response = await fetch(`${provider.url}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(provider.key ? { authorization: `Bearer ${provider.key}` } : {}),
      },
      body: JSON.stringify(providerRequest(provider.model, question, sources)),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) return null;
    const json = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const text = json.choices?.[0]?.message?.content;
    return typeof text === 'string' && text.trim() ? text.trim().slice(0, 4000) : null;
  } catch {
    return null;
  }
}
