import { api } from '@wanju/api-client';
import type { FastifyInstance } from 'fastify';
import { cropStoredPicture, IMAGE_LIMITS, IMAGE_MSG, readUpload, storeProductPicture } from '../pictures/index';
import type { AppContext } from '../platform/http/context';
import { businessError } from '../platform/http/errors';
import { route } from '../platform/http/route';
import * as service from './service';
import { ownFactory } from './service';

/** The factory console's products: list, editor, pictures, bulk actions and stock. */
export function listingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const l = api.listings;
  route(app, ctx, l.getList, ({ body, user }) => service.list(ctx, user, body));
  route(app, ctx, l.getDetail, ({ body, user }) => service.detail(ctx, user, body.id));
  route(app, ctx, l.save, ({ body, user }) => service.save(ctx, user, body));
  route(app, ctx, l.bulk, ({ body, user }) => service.bulk(ctx, user, body));
  route(app, ctx, l.uploadPicture, async ({ user, request }) => {
    // Only a factory's account stores product pictures.
    await ownFactory(ctx, user);
    if (!request.isMultipart()) throw businessError(IMAGE_MSG.required);
    const upload = await readUpload(request, IMAGE_LIMITS.bytes, IMAGE_MSG.tooLarge);
    if (!upload.bytes) throw businessError(IMAGE_MSG.required);
    const { picture, thumb } = await storeProductPicture(ctx, upload.bytes, upload.fields.crop);
    return { picture, thumb };
  });
  route(app, ctx, l.cropPicture, async ({ body, user }) => {
    await ownFactory(ctx, user);
    const { picture, thumb } = await cropStoredPicture(ctx, body.picture, body.crop);
    return { picture, thumb };
  });
  route(app, ctx, l.setStock, ({ body, user }) => service.setStock(ctx, user, body));
  route(app, ctx, l.stockHistory, ({ body, user }) => service.stockHistory(ctx, user, body));
}
