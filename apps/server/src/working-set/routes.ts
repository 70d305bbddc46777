import { api } from '@wanju/api-client';
import type { FastifyInstance } from 'fastify';
import { uploadPicture } from '../pictures/index';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import * as carts from './carts';
import * as choosePricing from './choose-pricing';
import * as chooses from './chooses';
import * as customers from './customers';
import * as answers from './factory-answer';
import * as desk from './factory-desk';
import * as finds from './find-sample';
import * as requests from './requests';

/** The buyer's working set: every endpoint of the contract's cart … chooses areas. */
export function workingSetRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { cart, customer, compare, inquiry, supplement, findSample, chooses: choose, factoryDesk } = api;
  ctx.realtime.shareAccess('choose', (token) => chooses.chooseOfShare(ctx, token));

  route(app, ctx, cart.getCustomerPick, async ({ body, user }) => ({
    list: await carts.listCarts(ctx, user, body.keyword),
  }));
  route(app, ctx, cart.addCustomerPick, async ({ body, user }) => carts.createCart(ctx, user, body));
  route(app, ctx, cart.editCustomerPick, async ({ body, user }) => carts.editCart(ctx, user, body));
  route(app, ctx, cart.deleteCustomerPick, async ({ body, user }) => {
    await carts.deleteCart(ctx, user, body.id);
    return null;
  });
  route(app, ctx, cart.transferCustomerPick, async ({ body, user }) => carts.transfer(ctx, user, body));
  route(app, ctx, cart.handOverCustomerPick, async ({ body, user }) => carts.handOverCart(ctx, user, body));
  route(app, ctx, cart.getCartColleagues, async ({ user }) => carts.cartColleagues(ctx, user));
  route(app, ctx, cart.addSampleCar, async ({ body, user }) => carts.addToCart(ctx, user, body));
  route(app, ctx, cart.getSampleCar, async ({ body, user }) => carts.cartPage(ctx, user, body));
  route(app, ctx, cart.delSampleCar, async ({ body, user }) =>
    carts.removeFromCart(ctx, user, body.customer_pick_id, body.ids, body.library_ids),
  );
  route(app, ctx, cart.delAllSampleCar, async ({ body, user }) => carts.clearCart(ctx, user, body.customer_pick_id));
  route(app, ctx, cart.updateSampleCar, async ({ body, user }) => carts.updateLine(ctx, user, body));
  route(app, ctx, cart.getSelectSampleList, async ({ body, user }) =>
    carts.cartProductIds(ctx, user, body.customer_pick_id),
  );
  route(app, ctx, cart.selectSampleList, async ({ user }) => carts.allCartProductIds(ctx, user));

  route(app, ctx, customer.list, async ({ body, user }) => customers.listCustomers(ctx, user, body));
  route(app, ctx, customer.add, async ({ body, user }) => customers.addCustomer(ctx, user, body));
  route(app, ctx, customer.edit, async ({ body, user }) => customers.editCustomer(ctx, user, body));
  route(app, ctx, customer.delete, async ({ body, user }) => {
    await customers.deleteCustomer(ctx, user, body.id);
    return null;
  });
  route(app, ctx, customer.checkCustomer, async ({ body, user }) => ({
    exists: await customers.customerExists(ctx, user, body.name, body.id),
  }));

  route(app, ctx, compare.getToyContrastList, async ({ user }) => customers.compareList(ctx, user));
  route(app, ctx, compare.editCompanyToyContrast, async ({ body, user }) => customers.editCompare(ctx, user, body));

  route(app, ctx, inquiry.batchInquiry, async ({ body, user }) => requests.batchRequest(ctx, user, 'inquiry', body));
  route(app, ctx, inquiry.inquiryAgain, async ({ body, user }) => requests.inquireAgain(ctx, user, body.id));
  route(app, ctx, inquiry.getInquiryList, async ({ body, user }) => requests.listRequests(ctx, user, 'inquiry', body));
  route(app, ctx, inquiry.deleteInquiry, async ({ body, user }) =>
    requests.deleteRequests(ctx, user, 'inquiry', body.ids),
  );
  route(app, ctx, inquiry.chasingInquirySupplement, async ({ body, user }) =>
    requests.chaseRequest(ctx, user, body.type, body.id),
  );

  route(app, ctx, supplement.batchSupplement, async ({ body, user }) =>
    requests.batchRequest(ctx, user, 'supplement', body),
  );
  route(app, ctx, supplement.getSupplementList, async ({ body, user }) =>
    requests.listRequests(ctx, user, 'supplement', body),
  );
  route(app, ctx, supplement.getSupplementDetail, async ({ body, user }) =>
    requests.requestDetail(ctx, user, 'supplement', body.id),
  );
  route(app, ctx, supplement.completeSupplement, async ({ body, user }) =>
    requests.completeSupplement(ctx, user, body.id),
  );
  route(app, ctx, supplement.deleteSupplement, async ({ body, user }) =>
    requests.deleteRequests(ctx, user, 'supplement', body.ids),
  );

  route(app, ctx, findSample.getList, async ({ body, user }) => finds.listFindSamples(ctx, user, body));
  route(app, ctx, findSample.uploadPicture, async ({ request }) => uploadPicture(ctx, request));
  route(app, ctx, findSample.add, async ({ body, user }) => finds.addFindSample(ctx, user, body));
  route(app, ctx, findSample.detail, async ({ body, user }) => finds.findSampleDetail(ctx, user, body.id));
  route(app, ctx, findSample.close, async ({ body, user }) => finds.closeFindSample(ctx, user, body.id));
  route(app, ctx, findSample.delete, async ({ body, user }) => finds.deleteFindSample(ctx, user, body.id));
  route(app, ctx, findSample.chasingAll, async ({ body, user }) => finds.chaseAll(ctx, user, body.ids));

  route(app, ctx, factoryDesk.getRequestList, async ({ body, user }) => desk.receivedRequests(ctx, user, body));
  route(app, ctx, factoryDesk.readRequest, async ({ body, user }) => desk.readRequest(ctx, user, body.id));
  route(app, ctx, factoryDesk.answerInquiry, async ({ body, user }) => desk.answerInquiry(ctx, user, body));
  route(app, ctx, factoryDesk.closeInquiry, async ({ body, user }) => desk.closeInquiry(ctx, user, body.id));
  route(app, ctx, factoryDesk.getFindSampleList, async ({ body, user }) => desk.openFindSamples(ctx, user, body));
  route(app, ctx, factoryDesk.answerFindSample, async ({ body, user }) => desk.answerFindSample(ctx, user, body));

  route(app, ctx, choose.choosesList, async ({ body, user }) => chooses.listChooses(ctx, user, body));
  route(app, ctx, choose.choosesDetail, async ({ body, user }) => chooses.chooseDetail(ctx, user, body.id));
  route(app, ctx, choose.getProducts, async ({ body, user }) => chooses.chooseProducts(ctx, user, body));
  route(app, ctx, choose.addProducts, async ({ body, user }) => chooses.addChooseProducts(ctx, user, body));
  route(app, ctx, choose.delProducts, async ({ body, user }) => chooses.delChooseProducts(ctx, user, body));
  route(app, ctx, choose.sortProducts, async ({ body, user }) => chooses.sortChooseProducts(ctx, user, body));
  route(app, ctx, choose.changeWords, async ({ body, user }) => chooses.changeWords(ctx, user, body));
  route(app, ctx, choose.deleteChooses, async ({ body, user }) => {
    await chooses.deleteChoose(ctx, user, body.id);
    return null;
  });
  route(app, ctx, choose.share, async ({ body, user }) => chooses.shareChoose(ctx, user, body));
  route(app, ctx, choose.getSampleChooses, async ({ body }) => chooses.sharedChoose(ctx, body));
  route(app, ctx, choose.apply, async ({ body }) => chooses.applyShared(ctx, body));
  route(app, ctx, choose.setCustomNumber, async ({ body, user }) => choosePricing.setCustomNumbers(ctx, user, body));
  route(app, ctx, choose.getCustomNumber, async ({ body, user }) => choosePricing.customNumbers(ctx, user, body.id));
  route(app, ctx, choose.savePriceFormula, async ({ body, user }) => choosePricing.savePriceFormula(ctx, user, body));
  route(app, ctx, choose.getChoosesDetail, async ({ body, user }) => chooses.chooseApplies(ctx, user, body.id));
  route(app, ctx, choose.getPriceFormulaItem, async ({ body, user }) =>
    choosePricing.priceFormulaItems(ctx, user, body),
  );
  route(app, ctx, choose.getExchangeRate, async () => choosePricing.exchangeRates());

  // The factory console's inquiries and supplements (for the signed-in member's own factory).
  const fc = api.factoryConsole;
  route(app, ctx, fc.getRequests, async ({ body, user }) => answers.consoleRequests(ctx, user, body));
  route(app, ctx, fc.answerRequest, async ({ body, user }) => answers.answerRequest(ctx, user, body));
}
