import { api } from '@wanju/api-client';
import type { FastifyInstance } from 'fastify';
import { uploadPicture } from '../pictures/index';
import type { AppContext } from '../platform/http/context';
import { route } from '../platform/http/route';
import { customerAssociation } from './association';
import { requirePermission } from './common';
import { editDisplay, getDisplay } from './display';
import * as library from './library';
import * as staff from './staff';

/** Company administration: display, staff, the own product library, supplier factories, customer associations. */
export function companyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { company } = api;
  route(app, ctx, company.getDisplay, async ({ user }) => getDisplay(ctx, user));
  route(app, ctx, company.editDisplay, async ({ body, user }) => editDisplay(ctx, user, body));
  route(app, ctx, company.uploadPicture, async ({ user, request }) => {
    await requirePermission(ctx, user, 'view_library');
    return uploadPicture(ctx, request);
  });

  route(app, ctx, company.memberList, async ({ body, user }) => staff.memberList(ctx, user, body.keyword));
  route(app, ctx, company.invite, async ({ body, user }) => staff.invite(ctx, user, body));
  route(app, ctx, company.revokeInvite, async ({ body, user }) => staff.revokeInvite(ctx, user, body.id));
  route(app, ctx, company.myInvites, async ({ user }) => staff.myInvites(ctx, user));
  route(app, ctx, company.acceptInvite, async ({ body, user }) => staff.acceptInvite(ctx, user, body.code));
  route(app, ctx, company.setRole, async ({ body, user }) => staff.setRole(ctx, user, body.user_id, body.user_type));
  route(app, ctx, company.setDisabled, async ({ body, user }) =>
    staff.setDisabled(ctx, user, body.user_id, body.disabled),
  );
  route(app, ctx, company.remove, async ({ body, user }) => staff.remove(ctx, user, body.user_id, body.to_user_id));
  route(app, ctx, company.resetPassword, async ({ body, user }) =>
    staff.resetPassword(ctx, user, body.user_id, body.password),
  );
  route(app, ctx, company.setStaffTab, async ({ body, user }) => staff.setStaffTab(ctx, user, body.closed));
  route(app, ctx, company.auditLog, async ({ body, user }) => staff.auditLog(ctx, user, body));
  route(app, ctx, company.transfer, async ({ body, user }) =>
    staff.transfer(ctx, user, body.from_user_id, body.to_user_id),
  );

  route(app, ctx, company.productList, async ({ body, user }) => library.productList(ctx, user, body));
  route(app, ctx, company.productAdd, async ({ body, user }) => library.productAdd(ctx, user, body));
  route(app, ctx, company.productEdit, async ({ body, user }) => library.productEdit(ctx, user, body));
  route(app, ctx, company.productDelete, async ({ body, user }) => library.productDelete(ctx, user, body.ids));
  route(app, ctx, company.productBulkEdit, async ({ body, user }) => library.productBulkEdit(ctx, user, body));
  route(app, ctx, company.productFromPlatform, async ({ body, user }) =>
    library.productFromPlatform(ctx, user, body.ids),
  );
  route(app, ctx, company.factoryList, async ({ body, user }) => library.factoryList(ctx, user, body));
  route(app, ctx, company.factoryAdd, async ({ body, user }) => library.factoryAdd(ctx, user, body));
  route(app, ctx, company.factoryEdit, async ({ body, user }) => library.factoryEdit(ctx, user, body));
  route(app, ctx, company.factoryDelete, async ({ body, user }) =>
    library.factoryDelete(ctx, user, body.id, body.confirm),
  );
  route(app, ctx, company.customerAssociation, async ({ body, user }) => customerAssociation(ctx, user, body.id));
}
