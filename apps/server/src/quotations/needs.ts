import type { AppContext, SessionUser } from '../platform/http/context';
import { port } from '../platform/ports';

/**
 * What the quotations area needs from the areas above it, provided when the areas register (areas.ts): the
 * exports' Excel of a quotation and its summary, which its e-mail carries.
 */

/** The Excel that goes with a quotation's e-mail: the file itself, or a signed link to it. */
export type QuotationMailExcel =
  | { kind: 'file'; filename: string; content: Buffer }
  | { kind: 'link'; filename: string; url: string };

/** The quotation's Excel for its e-mail, in the mail's language (null: nothing the user may export). */
export const quotationMailExcel =
  port<
    (
      ctx: AppContext,
      user: SessionUser,
      quotationId: number,
      options: { lang: 'zh' | 'en'; origin: string; until: Date },
    ) => Promise<QuotationMailExcel | null>
  >('quotationMailExcel');

/** The quotation's totals in a few lines of the mail's language ('' when unreadable). */
export const quotationMailSummaryText =
  port<(ctx: AppContext, user: SessionUser, quotationId: number, lang: 'zh' | 'en') => Promise<string>>(
    'quotationMailSummaryText',
  );
