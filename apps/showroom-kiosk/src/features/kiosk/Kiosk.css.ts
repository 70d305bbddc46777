import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

/** Touch targets on the hall's big screen are at least this tall (fingers, not a mouse). */
const TOUCH = 72;

export const screen = style({
  width: '100%',
  height: '100%',
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
  fontSize: `calc(${vars.fontSize.lg} * 1.6)`,
  userSelect: 'none',
  touchAction: 'manipulation',
  overflow: 'hidden',
});
globalStyle(`${screen} button`, { minHeight: TOUCH, fontSize: 'inherit' });
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});
export const grow = style({ flex: 1, minWidth: 0 });
export const heading = style({
  margin: 0,
  fontSize: `calc(${vars.fontSize.display} * 2)`,
  fontWeight: vars.fontWeight.bold,
});
export const subheading = style({
  margin: 0,
  fontSize: `calc(${vars.fontSize.xl} * 1.8)`,
  fontWeight: vars.fontWeight.bold,
});
export const muted = style({ color: vars.color.textSecondary });
export const big = style({
  minHeight: TOUCH,
  minWidth: TOUCH,
  padding: `0 ${vars.space.xl}`,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"], &[data-primary]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:disabled': { opacity: 0.5 },
  },
});
export const input = style({
  minHeight: TOUCH,
  padding: `0 ${vars.space.lg}`,
  fontSize: 'inherit',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
});
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.lg}`,
});
export const scroll = style({ flex: 1, overflowY: 'auto', padding: vars.space.lg });
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  padding: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  textAlign: 'left',
  cursor: 'pointer',
});
export const tileName = style({ fontSize: 'inherit', fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const price = style({
  fontSize: `calc(${vars.fontSize.xl} * 1.6)`,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
});
export const attract = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  border: 'none',
  width: '100%',
  background: vars.color.surface,
  cursor: 'pointer',
  textAlign: 'center',
});
export const attractPictures = style({
  display: 'flex',
  gap: vars.space.lg,
  flexWrap: 'wrap',
  justifyContent: 'center',
});
export const pulse = style({
  fontSize: `calc(${vars.fontSize.display} * 2.4)`,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
});
export const detail = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  padding: vars.space.lg,
  flex: 1,
  overflowY: 'auto',
});
export const detailCol = style({
  flex: '1 1 560px',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const gallery = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '1 / 1',
  maxHeight: '60vh',
  overflow: 'hidden',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  touchAction: 'none',
});
export const galleryImage = style({
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  transformOrigin: 'center',
  pointerEvents: 'none',
});
export const galleryNav = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  fontSize: 'inherit',
});
export const term = style({ color: vars.color.textSecondary });
export const def = style({ margin: 0 });
export const map = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 7',
  background: vars.color.surfaceMuted,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});
export const pin = style({
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: `calc(${vars.fontSize.md} * 1.5)`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-here]': { background: vars.color.primary, color: vars.color.onPrimary, fontWeight: vars.fontWeight.bold },
  },
});
export const qr = style({
  width: 360,
  height: 360,
  background: '#fff',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
});
export const offline = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.warning,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
});
export const listRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.sm,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});
