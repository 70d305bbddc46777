import type { ColumnType, Generated } from 'kysely';

/** The column types the tables share (Kysely: what a select reads, an insert and an update take). */

/** A time the database fills in by default. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A time that may be missing. */
export type NullTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A number that may be missing. */
export type Num = ColumnType<number | null, number | null | undefined, number | null>;
/** A column with a default. */
export type Def<T> = Generated<T>;
/** A column an insert may leave out (the database default). */
export type Opt<T> = ColumnType<T, T | undefined, T>;
/** A value that may be missing. */
export type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
