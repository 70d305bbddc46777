import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, padding: vars.space.lg });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text });
export const count = style({ color: vars.color.textSecondary, fontSize: vars.fontSize.sm });
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const card = style({
  display: 'flex',
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: 1 });
export const name = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text });
export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const head = style({
  display: 'flex',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const term = style({ color: vars.color.textMuted });
export const def = style({ margin: 0 });
export const hubSearch = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, maxWidth: 560 });
export const hubShortcuts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const hubHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' });
