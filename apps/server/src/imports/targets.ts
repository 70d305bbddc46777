import type { ImportTarget } from '@wanju/api-client';
import { IMPORT_TARGET_REQUIRED, type ImportField, type ListingInput } from '@wanju/domain';
import { type Db, ownFactory, writeListing } from '../listings/index';
import type { AppContext, SessionUser } from '../platform/http/context';
import { companyOwner, writeCompanyPicture, writeCompanyProduct } from './company';

/** One row, read and checked, ready to be written. */
export interface ImportRowInput {
  input: ListingInput;
  stockQuantity: number | null;
  /** stored, checked, indexed picture hashes (empty: the row brought none) */
  pictures: string[];
  publish: boolean;
  userId: number;
  now: Date;
}

export interface ImportRowResult {
  outcome: 'created' | 'updated';
  id: number;
  /** a remark for the report (saved as a draft, why) */
  note: string;
}

/**
 * Where the rows of an import go. The pipeline (upload, mapping, job, pictures, report, resume) is the same
 * for every target; a target answers whose records the rows become and writes one row inside the
 * pipeline's transaction, throwing an AppError (the row is refused with its message) when the row is wrong.
 */
export interface ImportTargetDefinition {
  kind: ImportTarget;
  /** Pictures only: the upload is a zip alone, each article number named in it is one row (no mapping step). */
  picturesOnly?: boolean;
  /** The fields its mapping must fill (the domain's rule for the target). */
  required: readonly ImportField[];
  /** The owner the rows are written for (checked at upload; a user who has none is refused). */
  owner(ctx: AppContext, user: SessionUser): Promise<number>;
  writeRow(trx: Db, owner: number, row: ImportRowInput): Promise<ImportRowResult>;
}

/** A factory's products: matched by article number (updated) or created; published when they may be. */
const factoryProduct: ImportTargetDefinition = {
  kind: 'factory_product',
  required: IMPORT_TARGET_REQUIRED.factory_product,
  owner: (ctx, user) => ownFactory(ctx, user),
  async writeRow(trx, owner, row) {
    const written = await writeListing(trx, row.input, {
      factoryId: owner,
      userId: row.userId,
      status: row.publish ? 'auto' : 'draft-or-keep',
      now: row.now,
      pictures: row.pictures,
      matchArticle: true,
      keepPictures: true,
      stockQuantity: row.stockQuantity,
    });
    return { outcome: written.created ? 'created' : 'updated', id: written.id, note: written.note };
  },
};

export const IMPORT_TARGET_DEFINITIONS: Record<ImportTarget, ImportTargetDefinition> = {
  factory_product: factoryProduct,
  company_product: {
    kind: 'company_product',
    required: IMPORT_TARGET_REQUIRED.company_product,
    owner: companyOwner,
    writeRow: writeCompanyProduct,
  },
  company_picture: {
    kind: 'company_picture',
    picturesOnly: true,
    required: IMPORT_TARGET_REQUIRED.company_picture,
    owner: companyOwner,
    writeRow: writeCompanyPicture,
  },
};
