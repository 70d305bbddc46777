import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textSecondary });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  alignItems: 'flex-start',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const map = style({
  position: 'relative',
  margin: 0,
  padding: 0,
  minInlineSize: 0,
  width: '100%',
  maxWidth: 720,
  aspectRatio: '16 / 7',
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const pin = style({
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  fontSize: vars.fontSize.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  color: vars.color.primary,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary } },
});
export const boothList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const schedule = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const video = style({ width: '100%', maxWidth: 720, borderRadius: vars.radius.md, background: vars.color.text });
export const phone = style({
  maxWidth: 480,
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
});
export const phoneItem = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
});
export const code = style({ fontFamily: 'monospace', fontSize: vars.fontSize.xl, letterSpacing: '0.1em' });
