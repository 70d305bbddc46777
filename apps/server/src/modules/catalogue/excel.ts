import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';

/** Excel search: added in the next step. */
export function excelRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
