import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@wanju/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });
export const panel = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const controls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  flex: 1,
  minWidth: 280,
  '@media': { [breakpoints.phone]: { minWidth: 0 } },
});
/** The camera's chooser: a phone only (a desktop has the upload box). */
export const phoneOnly = style({
  selectors: { '&&': { display: 'none' } },
  '@media': { [breakpoints.phone]: { selectors: { '&&': { display: 'flex' } } } },
});
export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end' });
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
export const preview = style({ width: 200, flexShrink: 0 });
export const count = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.sm });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });
export const cropper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const excel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const excelHead = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const excelRows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, margin: 0, padding: 0 });
export const excelRow = style({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const excelRowHead = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
  fontSize: vars.fontSize.md,
});
export const excelName = style({ wordBreak: 'break-all' });
export const candidates = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const subjects = style({ width: 320, maxWidth: '100%' });
