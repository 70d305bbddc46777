import { api } from '@wanju/api-client';
import type { FastifyInstance } from 'fastify';
import { uploadPicture } from '../pictures/index';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import { dashboard } from './dashboard';
import { profile, saveProfile } from './profile';
import * as factories from './service';
import * as staff from './staff';

/** Factories, manufacturing regions, showrooms and the licence wall. */
export function factoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { factory, home, gcc } = api;

  route(app, ctx, factory.getList, async ({ body, user }) => factories.searchFactories(ctx, user, body));
  route(app, ctx, factory.getDetail, async ({ body }) => factories.detail(ctx, body.id));
  route(app, ctx, factory.getToyList, async ({ body }) => factories.products(ctx, body));
  route(app, ctx, factory.getAreaList, async () => ({ list: await factories.regions(ctx) }));
  route(app, ctx, factory.getArea, async ({ body }) => factories.region(ctx, body));
  route(app, ctx, home.getShowroom, async () => ({ list: await factories.showrooms(ctx) }));
  route(app, ctx, home.getLicense, async ({ body }) => factories.licencePage(ctx, body));
  route(app, ctx, gcc.getRankRegion, async () => ({ list: await factories.regionRanking(ctx) }));

  // The factory console: every call acts for the signed-in member's own factory (platform/access actingFactory);
  // its inquiries and supplements are the working set's (working-set/routes.ts).
  const fc = api.factoryConsole;
  route(app, ctx, fc.getDashboard, async ({ user }) => dashboard(ctx, user));
  route(app, ctx, fc.uploadPicture, async ({ request }) => uploadPicture(ctx, request));
  route(app, ctx, fc.getProfile, async ({ user }) => profile(ctx, user));
  route(app, ctx, fc.saveProfile, async ({ body, user }) => saveProfile(ctx, user, body));
  route(app, ctx, fc.getStaff, async ({ user }) => staff.staffPage(ctx, user));
  route(app, ctx, fc.inviteStaff, async ({ body, user }) => staff.inviteStaff(ctx, user, body));
  route(app, ctx, fc.setStaffRole, async ({ body, user }) => staff.setStaffRole(ctx, user, body));
  route(app, ctx, fc.setStaffDisabled, async ({ body, user }) => staff.setStaffDisabled(ctx, user, body));
}
