/** The catalogue area: products, sections, categories, keyword search and its free quota. Other areas import only this file. */
export { listProducts, productPictures, productsByIds, productsByMainPicture, type ToyFilters } from './products';
export { listedProducts as listedProductFactories } from './repo';
export { catalogueRoutes } from './routes';
export { chargeSearch, hotSearches, logSearch, warmKeywordSearch } from './search';
export { chargedSearch, checkKeyword, listingsBetween, productListed, requireListedProducts } from './service';
export { codeTokens, parseQuery, textTokens, tsvectorLiteral } from './text';
