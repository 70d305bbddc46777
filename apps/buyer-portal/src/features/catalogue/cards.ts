import type { FactoryItem, ToyItem } from '@wanju/api-client';
import { BASE_CURRENCY, certificateLabel } from '@wanju/domain';
import type { FactoryCardData, ProductCardData } from '@wanju/ui';
import { nameInLang } from '../shell/prefs';
import { CATALOGUE_TEXT } from './messages';

/** The one place API list items (toy_id, exworks_price …) become the kit's card data. */
export function toProductCard(item: ToyItem): ProductCardData {
  return {
    id: item.id,
    // The interface language (the layout remounts the pages when it changes).
    name: nameInLang(item.name, item.name_en),
    picture: item.thumb || item.picture,
    articleNumber: item.article_number,
    price: item.exworks_price,
    currency: BASE_CURRENCY,
    factoryName: item.factory_name,
    tags: item.stock_quantity != null ? [CATALOGUE_TEXT.stock(item.stock_quantity)] : undefined,
  };
}

export const toProductCards = (items: readonly ToyItem[]): ProductCardData[] => items.map(toProductCard);

export function toFactoryCard(factory: FactoryItem, labels: { taxpayer: string }): FactoryCardData {
  return {
    id: factory.id,
    name: nameInLang(factory.name, factory.name_en),
    logo: factory.logo,
    region: factory.region_name,
    productCount: factory.toy_count,
    contactPhone: [factory.contact, factory.tel || factory.mobile].filter(Boolean).join(' ') || null,
    tags: [...(factory.is_taxpayer === 1 ? [labels.taxpayer] : []), ...factory.certifications.map(certificateLabel)],
  };
}

/** Kit cards pass ids as number | string; the API's are numbers. */
export const numericId = (id: number | string): number => Number(id);

/** Heights of the kit's (self-scrolling, virtualised) product grid: a paged list, and a short section. */
export const GRID_HEIGHT = { list: 'calc(100vh - 240px)', section: 440 } as const;
