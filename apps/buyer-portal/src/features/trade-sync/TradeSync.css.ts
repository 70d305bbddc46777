import { style } from '@vanilla-extract/css';

/** The /trade_system page reads as one column of text and forms. */
export const page = style({ maxWidth: '60rem' });
export const fieldLabel = style({ minWidth: '10em' });
export const fieldValue = style({ margin: 0, wordBreak: 'break-all' });
export const definitions = style({ margin: 0 });
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });
