import { api } from '@wanju/api-client';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import * as showrooms from './service';

/** Showrooms, online exhibitions, the hall operator's management and the kiosk's device-signed calls. */
export function showroomRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { showroom, exhibition, showroomOperator: op, kiosk } = api;

  route(app, ctx, showroom.getList, async () => ({ list: await showrooms.list(ctx) }));
  route(app, ctx, showroom.getDetail, async ({ body }) => showrooms.detail(ctx, body));
  route(app, ctx, showroom.getProducts, async ({ body }) => showrooms.products(ctx, body));
  route(app, ctx, showroom.getVisitorList, async ({ body }) => showrooms.visitorList(ctx, body.token));

  route(app, ctx, exhibition.getDetail, async ({ body }) => showrooms.exhibition(ctx, body.route));
  route(app, ctx, exhibition.getBooth, async ({ body }) => showrooms.exhibitionBooth(ctx, body.id));

  route(app, ctx, op.getInfo, async ({ user }) => showrooms.operatorInfo(ctx, user));
  route(app, ctx, op.searchFactories, async ({ body, user }) => showrooms.operatorFactories(ctx, user, body.keyword));
  route(app, ctx, op.saveBooth, async ({ body, user }) => showrooms.saveBooth(ctx, user, body));
  route(app, ctx, op.deleteBooth, async ({ body, user }) => showrooms.deleteBooth(ctx, user, body.id));
  route(app, ctx, op.getBoothProducts, async ({ body, user }) => showrooms.boothProducts(ctx, user, body.booth_id));
  route(app, ctx, op.setFeatured, async ({ body, user }) => showrooms.setFeatured(ctx, user, body));
  route(app, ctx, op.saveHours, async ({ body, user }) => showrooms.saveHours(ctx, user, body.opening_hours));
  route(app, ctx, op.getDevices, async ({ user }) => showrooms.devices(ctx, user));
  route(app, ctx, op.issueDevice, async ({ body, user }) => showrooms.issueDevice(ctx, user, body.name));
  route(app, ctx, op.revokeDevice, async ({ body, user }) => showrooms.revokeDevice(ctx, user, body.id));

  route(app, ctx, kiosk.signIn, async ({ body }) => showrooms.kioskSignIn(ctx, body.code));
  route(app, ctx, kiosk.check, async ({ body }) => showrooms.kioskCheck(ctx, body.device_token));
  route(app, ctx, kiosk.getCatalogue, async ({ body }) => showrooms.kioskCatalogue(ctx, body.device_token));
  route(app, ctx, kiosk.searchImage, async ({ request }) => showrooms.kioskSearchImage(ctx, request));
  route(app, ctx, kiosk.saveList, async ({ body }) => showrooms.kioskSaveList(ctx, body));
}
