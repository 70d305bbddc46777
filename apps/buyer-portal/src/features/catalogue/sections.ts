import { api, type Endpoint, type Section, type ToyPage } from '@wanju/api-client';

export interface SectionSource {
  endpoint: Endpoint & { __response?: ToyPage };
  section?: Section;
}

/** Product-list routes and the server list each one shows. */
export const SECTION_ROUTES: Record<string, SectionSource> = {
  '/new_arrivals': { endpoint: api.toy.getToyNewList },
  '/factorystock_list': { endpoint: api.toy.getToyStockList },
  '/toyCross': { endpoint: api.toy.getToyCrossList },
  '/xinpinhd_listing': { endpoint: api.toy.getToySpreadList },
  '/discountSection': { endpoint: api.toy.getList, section: 'special' },
  '/globalHot': { endpoint: api.toy.getList, section: 'global_hot' },
  '/recommend': { endpoint: api.toy.getPlatformRecommend },
  '/overreco': { endpoint: api.toy.getOverseasRecommendation },
  '/Selected_list': { endpoint: api.hot.getPopularityToy },
  '/factoryRecommend': { endpoint: api.toy.getRecommendToy },
  '/buyFittings': { endpoint: api.toy.getList, section: 'fittings' },
  '/sample_list': { endpoint: api.toy.getList },
  '/gcc_list': { endpoint: api.gcc.getCertificationList },
};
