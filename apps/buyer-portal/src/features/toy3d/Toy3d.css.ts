import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const canvas = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  touchAction: 'none',
  cursor: 'grab',
  selectors: { '&:active': { cursor: 'grabbing' } },
});
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const exhibit = style({
  display: 'grid',
  gridTemplateColumns: '56px 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  textAlign: 'left',
  font: 'inherit',
  color: vars.color.text,
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const exhibitText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, fontSize: vars.fontSize.sm });
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});
