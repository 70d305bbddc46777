import type { ReactNode } from 'react';
import { Box } from '../Box/Box';
import * as styles from './CardList.css';

export interface CardListProps {
  /** The list's accessible name (the screen's title). */
  label: string;
  children: ReactNode;
}

/** A management screen's records as a column of cards (customers, supplier factories, library products, staff). */
export function CardList({ label, children }: CardListProps) {
  return (
    <Box as="ul" className={styles.list} display="flex" flexDirection="column" gap="sm" aria-label={label}>
      {children}
    </Box>
  );
}

export interface CardItemProps {
  /** The record's accessible name (its name or number). */
  label: string;
  /** Actions move under the content when the row is too narrow for both (records with several actions). */
  wrap?: boolean;
  children: ReactNode;
}

/** One record of a CardList: its content in a row, actions at the end. */
export function CardItem({ label, wrap = false, children }: CardItemProps) {
  return (
    <Box
      as="li"
      aria-label={label}
      display="flex"
      alignItems="center"
      gap="md"
      padding="md"
      background="surface"
      borderRadius="md"
      flexWrap={wrap ? 'wrap' : undefined}
    >
      {children}
    </Box>
  );
}
