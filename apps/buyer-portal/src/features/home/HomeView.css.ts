import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg });
export const top = style({ display: 'flex', gap: vars.space.lg, alignItems: 'stretch' });
export const menu = style({
  width: 260,
  flexShrink: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.md,
});
export const menuTitle = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});
export const groups = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const groupName = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
export const children = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const child = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.xs });
export const childLink = style([
  child,
  {
    padding: 0,
    border: 'none',
    background: 'none',
    font: 'inherit',
    fontSize: vars.fontSize.xs,
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.primary, textDecoration: 'underline' },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    },
  },
]);
export const center = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space.lg,
});
export const welcomeTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, color: vars.color.text });
export const welcomeText = style({ color: vars.color.textSecondary, margin: `${vars.space.xs} 0 0` });
export const banners = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  textAlign: 'left',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const broadcast = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textSecondary,
});
export const sectionHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  marginBottom: vars.space.md,
});
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });
export const showrooms = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
