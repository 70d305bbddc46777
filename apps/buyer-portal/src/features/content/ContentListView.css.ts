import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
});
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, padding: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text });
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const video = style({ width: '100%', aspectRatio: '16 / 9', background: vars.color.surfaceInverse });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const text = style({ margin: 0, fontSize: vars.fontSize.md, lineHeight: 1.7, whiteSpace: 'pre-wrap' });
