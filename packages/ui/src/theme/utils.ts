import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** The kit's focus ring: keyboard focus only (RAC's data-focus-visible), never on mouse click. */
export const focusRing: StyleRule = {
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
};

/** The ring for native elements (hot-path list items that skip react-aria for speed). */
export const nativeFocusRing: StyleRule = {
  outline: 'none',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
};

/** The same ring for elements inside a focus-within container (e.g. a text field's group). */
export const focusRingWithin: StyleRule = {
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.borderFocus, boxShadow: `0 0 0 2px ${vars.color.primarySoft}` },
  },
};

export const transition = (props: string) =>
  props
    .split(',')
    .map((p) => `${p.trim()} ${vars.motion.fast} ${vars.motion.easing}`)
    .join(', ');

export const visuallyHidden: StyleRule = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

export const ellipsis: StyleRule = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
