import { HOME_PATH, matchRoute } from '@wanju/domain';

/** Where Excel search lives: an .xlsx dropped on the image search starts it (/excel is the AI table assistant). */
export const EXCEL_SEARCH_PATH = '/imageSearch';
/** The factories with a verified business licence. */
export const CERTIFIED_FACTORIES_PATH = '/License';
/** The showroom hub: the home's showroom entries open it (each exhibitor's own page is built there). */
export const SHOWROOM_PATH = '/showroom';

/**
 * The page a home banner opens. The banner's own link wins when it names a route of the table, except
 * where the banner's words say otherwise (an Excel search banner, the certified-factory zone), which the
 * content rows have been seen to mislink; a link to no known page opens home instead of an unknown page.
 */
export function bannerTarget(item: { title: string; link?: unknown }): string {
  if (/excel/i.test(item.title) && /找样|找款|搜索|匹配/.test(item.title)) return EXCEL_SEARCH_PATH;
  if (/认证/.test(item.title) && /工厂/.test(item.title)) return CERTIFIED_FACTORIES_PATH;
  const link = typeof item.link === 'string' ? item.link : '';
  if (/^https?:\/\//.test(link)) return link;
  return link.startsWith('/') && matchRoute(link) ? link : HOME_PATH;
}
