import { style } from '@vanilla-extract/css';
import { ellipsis, focusRing } from '../../theme/utils';
import { vars } from '../../theme/vars.css';

export const panel = style({
  display: 'grid',
  gridTemplateColumns: '280px minmax(0, 1fr)',
  height: 560,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});
export const side = style({
  display: 'flex',
  flexDirection: 'column',
  borderRight: `1px solid ${vars.color.border}`,
  minHeight: 0,
});
export const main = style({ display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0 });
export const mainHeader = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
});

export const list = style({ flex: 1, overflowY: 'auto', outline: 'none', padding: vars.space.xs });
export const conv = style([
  focusRing,
  {
    display: 'flex',
    gap: vars.space.sm,
    alignItems: 'center',
    padding: vars.space.sm,
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-selected]': { background: vars.color.surfaceSelected },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
    },
  },
]);
export const avatar = style({
  width: 36,
  height: 36,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primaryActive,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
});
export const convBody = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' });
export const convName = style([ellipsis, { fontWeight: vars.fontWeight.medium }]);
export const convLast = style([ellipsis, { fontSize: vars.fontSize.xs, color: vars.color.textMuted }]);

export const messages = style({
  flex: 1,
  overflowY: 'auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  background: vars.color.surfaceMuted,
});
export const notice = style({ alignSelf: 'center', fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const msg = style({
  display: 'flex',
  gap: vars.space.sm,
  maxWidth: '75%',
  alignSelf: 'flex-start',
  selectors: { '&[data-mine]': { alignSelf: 'flex-end', flexDirection: 'row-reverse' } },
});
export const bubble = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  wordBreak: 'break-word',
  whiteSpace: 'pre-wrap',
  selectors: {
    [`${msg}[data-mine] &`]: { background: vars.color.primarySoft, borderColor: vars.color.primarySoftHover },
  },
});
export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, marginTop: 2 });
export const msgImage = style({ maxWidth: 200, borderRadius: vars.radius.md });
export const product = style({ display: 'flex', gap: vars.space.sm, width: 240 });

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
export const composerTools = style({
  display: 'flex',
  gap: vars.space.xxs,
  alignItems: 'center',
  position: 'relative',
});
export const composerInput = style({
  minHeight: 64,
  resize: 'none',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  font: 'inherit',
  selectors: { '&:focus': { borderColor: vars.color.borderFocus } },
});
export const composerFooter = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const emojiGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(8, 32px)', gap: 2 });
export const emoji = style([
  focusRing,
  {
    width: 32,
    height: 32,
    border: 'none',
    background: 'transparent',
    fontSize: 18,
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: { '&[data-hovered]': { background: vars.color.surfaceHover } },
  },
]);
