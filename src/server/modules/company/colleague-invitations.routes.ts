// Colleague invitations (issue 38.2, decision 0330). The firm (canViewCompanyUsers to see,
// canManageCompanyUsers to change): GET/POST /api/company/colleague-invitations, POST …/:id/resend,
// DELETE …/:id, DELETE /api/company/members/:id. The invitee: POST /api/colleague-invitations/validate
// and …/accept (public: a new account), …/join (signed in as the invited address).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationBodySchema,
  acceptInvitationResponseSchema,
  colleagueInvitationListSchema,
  invitationPreviewSchema,
  invitationTokenBodySchema,
  inviteColleagueBodySchema,
} from '@shared/company/invitations.schemas';
import { firstFieldValidation } from '../../lib/first-field-validator';
import { errorResponses, idParam, okSchema } from '../../lib/route-schemas';
import { created, tenantScope } from '../../lib/route-scope';
import { contextOf, requireAuth, requirePermission } from '../../plugins/request-context';
import { acceptInvitation, inviteColleague, listColleagueInvitations, previewInvitation, removeMember, resendColleagueInvitation, revokeColleagueInvitation, sendInvitationMail } from './colleague-invitations.service';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['company'];
const invitationOut = z.object({ id: z.string(), expiresAt: z.string() });

function originOf(request: FastifyRequest) {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : null };
}

export function registerColleagueInvitationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewCompanyUsers');
  const canManage = requirePermission(app, 'canManageCompanyUsers');
  const inFirm = tenantScope(app);

  r.get(
    '/api/company/colleague-invitations',
    { preHandler: canView, schema: { tags, summary: 'Munkatársak függő meghívói és a csomag felhasználói helyei', response: { 200: colleagueInvitationListSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => listColleagueInvitations(tx, actor)),
  );

  r.post(
    '/api/company/colleague-invitations',
    { preHandler: canManage, schema: { tags, summary: 'Munkatárs meghívása (ügyvéd, cégadminisztrátor) emailben', body: inviteColleagueBodySchema, response: { 201: invitationOut, ...errors } } },
    async (request, reply) => {
      const { mail, ...invitation } = await inFirm(request, (tx, actor) => inviteColleague(tx, actor, request.body));
      sendInvitationMail(app, mail);
      return created(reply, Promise.resolve(invitation));
    },
  );

  r.post(
    '/api/company/colleague-invitations/:id/resend',
    { preHandler: canManage, schema: { tags, summary: 'Meghívó újraküldése új linkkel és új lejárattal', params: idParam, response: { 200: invitationOut, ...errors } } },
    async (request) => {
      const { mail, ...invitation } = await inFirm(request, (tx, actor) => resendColleagueInvitation(tx, actor, request.params.id));
      sendInvitationMail(app, mail);
      return invitation;
    },
  );

  r.delete('/api/company/colleague-invitations/:id', { preHandler: canManage, schema: { tags, summary: 'Függő meghívó visszavonása', params: idParam, response: { 200: okSchema, ...errors } } }, async (request) => {
    await inFirm(request, (tx, actor) => revokeColleagueInvitation(tx, actor, request.params.id));
    return { ok: true as const };
  });

  r.delete('/api/company/members/:id', { preHandler: canManage, schema: { tags, summary: 'Tag eltávolítása a cégből (a fiókja megmarad)', params: idParam, response: { 200: okSchema, ...errors } } }, async (request) => {
    await inFirm(request, (tx, actor) => removeMember(tx, actor, request.params.id));
    return { ok: true as const };
  });

  // The invitee's side: the token travels in the body (never in a logged URL).
  app.post(
    '/api/colleague-invitations/validate',
    { ...firstFieldValidation, schema: { tags, summary: 'Meghívó link ellenőrzése: iroda, szerepkör, lejárat', body: invitationTokenBodySchema, response: { 200: invitationPreviewSchema, ...errors } } },
    async (request) => previewInvitation(app, (request.body as z.output<typeof invitationTokenBodySchema>).token),
  );

  app.post(
    '/api/colleague-invitations/accept',
    { ...firstFieldValidation, schema: { tags, summary: 'Meghívó elfogadása új fiókkal (név, első jelszó)', body: acceptInvitationBodySchema, response: { 200: acceptInvitationResponseSchema, ...errors } } },
    async (request) => acceptInvitation(app, request.body as z.output<typeof acceptInvitationBodySchema>, null, originOf(request)),
  );

  app.post(
    '/api/colleague-invitations/join',
    { preHandler: requireAuth(app), schema: { tags, summary: 'Meghívó elfogadása a meghívott címmel bejelentkezve', body: invitationTokenBodySchema, response: { 200: acceptInvitationResponseSchema, ...errors } } },
    async (request) => {
      const { user } = contextOf(request);
      return acceptInvitation(app, request.body as z.output<typeof invitationTokenBodySchema>, { id: user.id, email: user.email }, originOf(request));
    },
  );
}
