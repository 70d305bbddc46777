// The free-limit prompt loads when a free user first meets the daily limit (lazy in FreeLimitHost).
export { FreeLimitPrompt } from '@wanju/ui';
