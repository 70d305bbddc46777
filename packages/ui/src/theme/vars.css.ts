import { createThemeContract } from '@vanilla-extract/css';
import { defaultTokens } from './tokens';

/** The theme contract: components read only these variables. */
export const vars = createThemeContract(defaultTokens);
