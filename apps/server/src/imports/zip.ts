import { IMPORT_MSG } from '@wanju/domain';
import { Zip } from '../platform/xlsx';

/** The import's zip of pictures (named by item number), read entry by entry within its limits. */

const LIMITS = { entries: 200_000, picture: 20 * 1024 * 1024 };

/** The pictures zip of an import. */
export const openPicturesZip = (file: string) =>
  Zip.open(
    { file },
    {
      messages: { unreadable: IMPORT_MSG.zipUnreadable, tooLarge: IMPORT_MSG.fileTooLarge, empty: IMPORT_MSG.empty },
      maxEntries: LIMITS.entries,
    },
  );

/** Reads a zip entry whole (bounded). */
export const readEntry = (zip: Zip, name: string) => zip.read(name, LIMITS.picture);
