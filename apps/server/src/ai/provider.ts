/**
 * The optional generative provider: an OpenAI-compatible images endpoint set by AI_PROVIDER_URL and
 * AI_PROVIDER_KEY (AI_PROVIDER_MODEL optional). Without both, nothing is generated and the pages say so.
 * The key is sent only in the request's header and never logged or answered.
 */
export function providerConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return !!env.AI_PROVIDER_URL?.trim() && !!env.AI_PROVIDER_KEY?.trim();
}

/** A background picture generated from a prompt (PNG/JPEG bytes); throws when the provider fails. */
export async function generateBackground(prompt: string, env: NodeJS.ProcessEnv = process.env): Promise<Buffer> {
  const base = (env.AI_PROVIDER_URL ?? '').trim().replace(/\/+$/, '');
  const response = await fetch(`${base}/images/generations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${(env.AI_PROVIDER_KEY ?? '').trim()}` },
    body: JSON.stringify({
      model: env.AI_PROVIDER_MODEL?.trim() || 'gpt-image-1',
      prompt: `Product poster background, no text, no toy: ${prompt}`,
      size: '1024x1024',
      n: 1,
      response_format: 'b64_json',
    }),
    signal: AbortSignal.timeout(60_000),
  });
  if (!response.ok) throw new Error(`provider answered ${response.status}`);
  const body = (await response.json()) as { data?: { b64_json?: string; url?: string }[] };
  const first = body.data?.[0];
  if (first?.b64_json) return Buffer.from(first.b64_json, 'base64');
  throw new Error('provider gave no picture');
}
