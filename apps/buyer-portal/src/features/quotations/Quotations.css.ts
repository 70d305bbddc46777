import { style } from '@vanilla-extract/css';
import { vars } from '@wanju/ui';

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const thumb = style({ width: vars.space.xxxl, flexShrink: 0 });
export const pre = style({ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 });
export const note = style({ color: vars.color.warning });
