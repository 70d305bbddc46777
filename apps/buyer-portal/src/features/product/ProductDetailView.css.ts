import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const layout = style({ display: 'grid', gridTemplateColumns: 'minmax(240px, 360px) 1fr', gap: vars.space.xl });
export const gallery = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const thumbs = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
});
export const thumb = style({
  width: 56,
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'none',
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.primary } },
});
export const zoom = style({ overflow: 'hidden', borderRadius: vars.radius.lg, cursor: 'zoom-in' });
export const zoomed = style({ transform: 'scale(1.8)', transition: 'transform 0.2s' });
export const name = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });
export const price = style({ color: vars.color.price, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const term = style({ color: vars.color.textMuted });
export const def = style({ margin: 0, color: vars.color.text });
export const sectionTitle = style({ margin: `${vars.space.lg} 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });
export const info = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const reportForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const reportProduct = style({ margin: 0, fontWeight: 600, wordBreak: 'break-all' });
export const reportError = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
