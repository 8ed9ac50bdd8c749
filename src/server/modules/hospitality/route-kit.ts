// What the hospitality route files share: the guards of decision 0347, the error responses, the
// request's tenant transaction (the services write each change's audit entry).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hospitalityPermissions as can } from '@shared/hospitality/permissions';
import { requirePermission } from '../../plugins/request-context';
import { errorResponses } from '../../lib/route-schemas';
import { tenantScope } from '../../lib/route-scope';

export const tags = ['hospitality'];
export const errors = errorResponses(400, 401, 403, 404, 409, 422);
/** The answer of a change: the record changed (and its number, for reservations). */
export const changedSchema = z.object({ id: z.string(), number: z.string().optional(), archived: z.boolean().optional(), fee: z.number().optional() });
/** A read whose shape the client feature types (src/client/features/hospitality/api/types.ts). */
export const readSchema = z.looseObject({});
export const listSchema = z.array(z.looseObject({}));

export function hospitalityKit(app: FastifyInstance) {
  return {
    guard: {
      view: requirePermission(app, can.view),
      book: requirePermission(app, can.book),
      configure: requirePermission(app, can.configure),
      guests: requirePermission(app, can.guests),
      viewInvoices: requirePermission(app, can.viewInvoices),
      invoice: requirePermission(app, can.invoice),
      connectionTest: requirePermission(app, can.connectionTest),
    },
    inFirm: tenantScope(app),
  };
}
