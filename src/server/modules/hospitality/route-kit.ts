// What the hospitality route files share: the guards of decision 0347, the error responses, the
// request's tenant transaction (the services write each change's audit entry).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hospitalityActions as act } from '@shared/hospitality/permissions';
import { requireAction } from '../../plugins/request-context';
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
      view: requireAction(app, act.view),
      book: requireAction(app, act['reservations.manage']),
      configure: requireAction(app, act.configure),
      guests: requireAction(app, act['guests.view']),
      viewInvoices: requireAction(app, act['invoices.view']),
      invoice: requireAction(app, act['invoices.issue']),
      connectionTest: requireAction(app, act['connection-test']),
    },
    inFirm: tenantScope(app),
  };
}
