import { style } from '@vanilla-extract/css';

/** Lists that lay out cards, without bullets or the browser's indent. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });
