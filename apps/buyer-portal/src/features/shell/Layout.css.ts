import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@wanju/ui';

export const tabRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, paddingRight: vars.space.md });
/** A phone keeps the menu button only: the open pages' tabs and the zoom are for a desktop. */
// (`&&`: over the kit's own display, whichever stylesheet comes first.)
export const tabBar = style({
  flex: 1,
  minWidth: 0,
  '@media': { [breakpoints.phone]: { selectors: { '&&': { display: 'none' } } } },
});
export const desktopOnly = style({ '@media': { [breakpoints.phone]: { selectors: { '&&': { display: 'none' } } } } });
/** The signed-in page keeps a right gutter for the floating side toolbar (64 px wide, space.lg from the edge). */
export const withToolbar = style({
  paddingRight: `calc(64px + 2 * ${vars.space.lg})`,
  '@media': { [breakpoints.phone]: { paddingRight: 0 } },
});
/** A kept-alive page of a hidden tab: laid out (so inner scroll positions survive) but out of sight and reach. */
export const hiddenPage = style({
  position: 'fixed',
  top: 0,
  left: 0,
  width: '100%',
  height: 0,
  overflow: 'hidden',
  visibility: 'hidden',
  pointerEvents: 'none',
});
export const history = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const historyTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});
export const historyEmpty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const historyList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});
export const historyItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
});
export const historyName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const historyTime = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, flexShrink: 0 });
export const historyThumb = style({ width: 36, flexShrink: 0 });
export const menuButton = style({ flexShrink: 0, marginLeft: vars.space.sm });
export const historyRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const searchColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  flex: 1,
});
export const hot = style({
  // A phone keeps the search box only: these one-word links are too small to tap and would need a row.
  '@media': { [breakpoints.phone]: { display: 'none' } },
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
});
export const hotLabel = style({ color: vars.color.textMuted });
export const hotItem = style({
  border: 'none',
  background: 'none',
  padding: 0,
  font: 'inherit',
  color: vars.color.textSecondary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
export const tip = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.infoSoft,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
});
export const tipText = style({ flex: 1, minWidth: 0, color: vars.color.textSecondary });
