// Complaints and support (issue 35 points 5 and 7, decisions 0405–0409). The customer's routes sit
// under /api/client-portal (canSubmitComplaint, canRequestSupport); the firm's complaint handling under
// /api/client-portal/firm/complaints (canViewContacts to read, canEditContacts to handle; /api/complaints
// before, now an alias, decision 0440). Both sit under the client-portal module's prefix, so its guard
// answers 403 MODULE_NOT_INSTALLED for a firm without the portal.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  complaintAnswerBodySchema,
  complaintListSchema,
  complaintOptionsSchema,
  complaintSchema,
  complaintStatusBodySchema,
  faqListSchema,
  faqQuerySchema,
  firmComplaintListQuerySchema,
  newComplaintBodySchema,
} from '@shared/client-portal/complaints.schemas';
import { errorResponses, idParam } from '../../lib/route-schemas';
import { created, tenantScope } from '../../lib/route-scope';
import { requirePermission } from '../../plugins/request-context';
import { answerComplaint, complaintOptions, type ComplaintDeadlines, fileComplaint, firmComplaint, listFirmComplaints, listOwnComplaints, ownComplaint, setComplaintStatus } from './complaints.service';
import { registerPortalJobs } from './client-portal.jobs';
import { faqArticles } from './support.service';

export interface ComplaintsDeps {
  deadlines: ComplaintDeadlines;
}

const customerTags = ['portal'];
const firmTags = ['complaints'];
const errors = errorResponses(400, 401, 403, 404, 409);

export default async function complaintsRoutes(app: FastifyInstance, deps: ComplaintsDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inFirm = tenantScope(app);
  registerPortalJobs(app);

  // ── The customer ──
  const canComplain = requirePermission(app, 'canSubmitComplaint');
  r.get(
    '/api/client-portal/complaints',
    { preHandler: canComplain, schema: { tags: customerTags, summary: 'Az ügyfél panaszai (saját ügyfeleié), a legújabb elöl', response: { 200: complaintListSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => listOwnComplaints(tx, actor)),
  );
  r.get(
    '/api/client-portal/complaints/options',
    { preHandler: canComplain, schema: { tags: customerTags, summary: 'Amire a panasz vonatkozhat: az ügyfél ügyfelei, ügyei és számlái', response: { 200: complaintOptionsSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => complaintOptions(tx, actor)),
  );
  r.post(
    '/api/client-portal/complaints',
    {
      preHandler: canComplain,
      schema: { tags: customerTags, summary: 'Írásbeli panasz benyújtása (30 napos válaszhatáridő, Fgytv. 17/A. §)', body: newComplaintBodySchema, response: { 201: complaintSchema, ...errors } },
    },
    async (request, reply) =>
      created(
        reply,
        inFirm(request, (tx, actor) => fileComplaint(tx, actor, request.body, deps.deadlines)),
      ),
  );
  r.get(
    '/api/client-portal/complaints/:id',
    { preHandler: canComplain, schema: { tags: customerTags, summary: 'Egy saját panasz az iroda válaszával', params: idParam, response: { 200: complaintSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => ownComplaint(tx, actor, request.params.id)),
  );
  r.get(
    '/api/client-portal/faq',
    {
      preHandler: requirePermission(app, 'canRequestSupport'),
      schema: { tags: customerTags, summary: 'GYIK: az iroda ügyfeleknek szánt tudásbázis-cikkei, kereshetően', querystring: faqQuerySchema, response: { 200: faqListSchema, ...errors } },
    },
    async (request) => inFirm(request, (tx, actor) => faqArticles(tx, actor, request.query.q)),
  );

  // ── The firm ──
  const canView = requirePermission(app, 'canViewContacts');
  const canHandle = requirePermission(app, 'canEditContacts');
  r.get(
    '/api/client-portal/firm/complaints',
    { preHandler: canView, schema: { tags: firmTags, summary: 'Az iroda panaszai: a nyitottak határidő szerint elöl', querystring: firmComplaintListQuerySchema, response: { 200: complaintListSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => listFirmComplaints(tx, actor, request.query)),
  );
  r.get(
    '/api/client-portal/firm/complaints/:id',
    { preHandler: canView, schema: { tags: firmTags, summary: 'Egy panasz a jegyzőkönyv adataival és a válasszal', params: idParam, response: { 200: complaintSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => firmComplaint(tx, actor, request.params.id)),
  );
  r.patch(
    '/api/client-portal/firm/complaints/:id/status',
    {
      preHandler: canHandle,
      schema: { tags: firmTags, summary: 'Panasz állapota: folyamatban (átvétel) vagy lezárva (a válasz után)', params: idParam, body: complaintStatusBodySchema, response: { 200: complaintSchema, ...errors } },
    },
    async (request) => inFirm(request, (tx, actor) => setComplaintStatus(tx, actor, request.params.id, request.body.status)),
  );
  r.post(
    '/api/client-portal/firm/complaints/:id/answer',
    {
      preHandler: canHandle,
      schema: { tags: firmTags, summary: 'Írásbeli, indokolt válasz a panaszra (az ügyfél látja; a határidő teljesül)', params: idParam, body: complaintAnswerBodySchema, response: { 200: complaintSchema, ...errors } },
    },
    async (request) => inFirm(request, (tx, actor) => answerComplaint(tx, actor, request.params.id, request.body, deps.deadlines)),
  );
}
