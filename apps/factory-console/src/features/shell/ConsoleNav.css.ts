import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const frame = style({
  display: 'grid',
  gridTemplateColumns: '200px minmax(0, 1fr)',
  minHeight: '100vh',
  background: vars.color.background,
  '@media': { 'screen and (max-width: 720px)': { gridTemplateColumns: '1fr' } },
});

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, flexGrow: 1 });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderLeft: `3px solid transparent`,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      background: vars.color.primarySoft,
      color: vars.color.primary,
      borderLeftColor: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const main = style({ minWidth: 0 });
