import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  maxWidth: 640,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
});
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.fontSize.md,
});
export const term = style({ color: vars.color.textMuted });
export const def = style({ margin: 0, wordBreak: 'break-all' });
export const form = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
export const field = style({ flex: 1, minWidth: 200 });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, maxWidth: 360 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
export const preview = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});
export const previewRow = style({ display: 'contents' });
export const checks = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.sm} ${vars.space.lg}` });
