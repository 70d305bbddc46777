import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  maxWidth: 960,
  marginInline: 'auto',
});
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });
export const lead = style({ margin: 0, color: vars.color.textSecondary, lineHeight: vars.lineHeight.normal });
export const toc = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const section = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  scrollMarginTop: vars.space.lg,
});
export const sectionTitle = style({ margin: 0, marginBottom: vars.space.sm, fontSize: vars.fontSize.lg });
export const paragraph = style({
  margin: 0,
  marginTop: vars.space.xs,
  lineHeight: vars.lineHeight.loose,
  color: vars.color.text,
});
export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, paddingTop: vars.space.md });
