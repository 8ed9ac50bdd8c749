// What a chosen matter fills in on the generation form (issue 38.4, decision 0415): each
// variable names in `from` the fact it takes – the matter's title, client (a person or a company
// with its representative), responsible lawyer, fee arrangement, the firm's name, bank account
// and payment days from its invoice seller data. The form shows the values and they stay
// editable; the generation itself still validates whatever is sent.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Prefill } from '@shared/document-templates/document-templates.schemas';
import { contactToInput, type PrefillSource, type VariableDefinition } from '@shared/document-templates/variables';
import { contactLinks, contacts, invoiceSettings, matterParties, matters, tenants, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError } from '../../lib/http-error';
import { visibleTemplate, type Actor } from './document-templates.service';

type ClientFact = { contactId: string | null; kind: 'person' | 'organisation'; contact: Parameters<typeof contactToInput>[1] };

async function matterClientFact(tx: TenantTx, tenantId: string, matterId: string): Promise<ClientFact | null> {
  const [party] = await tx
    .select({ contactId: matterParties.contactId, name: matterParties.name, taxNumber: matterParties.taxNumber, companyRegNumber: matterParties.companyRegistrationNumber })
    .from(matterParties)
    .where(and(eq(matterParties.tenantId, tenantId), eq(matterParties.matterId, matterId), eq(matterParties.role, 'client')))
    .orderBy(sql`${matterParties.contactId} is null`, asc(matterParties.createdAt))
    .limit(1);
  if (!party) return null;
  const [c] = party.contactId
    ? await tx
        .select()
        .from(contacts)
        .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, party.contactId)))
    : [];
  if (!c) {
    // A party typed without a contact: its name and numbers are all the matter knows.
    const kind = party.taxNumber || party.companyRegNumber ? 'organisation' : 'person';
    return {
      contactId: null,
      kind,
      contact: {
        kind,
        name: party.name,
        birthName: null,
        birthPlace: null,
        birthDate: null,
        mothersName: null,
        idDocument: null,
        taxNumber: party.taxNumber,
        euVatNumber: null,
        companyRegNumber: party.companyRegNumber,
        address: null,
      },
    };
  }
  const kind = c.kind === 'organisation' ? 'organisation' : 'person';
  let representative: string | null = null;
  if (kind === 'organisation') {
    const [rep] = await tx
      .select({ name: contacts.name, title: contactLinks.title })
      .from(contactLinks)
      .innerJoin(contacts, eq(contacts.id, contactLinks.personId))
      .where(and(eq(contactLinks.tenantId, tenantId), eq(contactLinks.organisationId, c.id), eq(contactLinks.role, 'represents'), sql`${contacts.deletedAt} is null`))
      .orderBy(asc(contactLinks.createdAt))
      .limit(1);
    if (rep) representative = rep.title ? `${rep.name} ${rep.title}` : rep.name;
  }
  return {
    contactId: c.id,
    kind,
    contact: {
      kind,
      name: c.name,
      birthName: c.birthName,
      birthPlace: c.birthPlace,
      birthDate: c.birthDate,
      mothersName: c.mothersName,
      idDocument: c.idDocumentType && c.idDocumentNumber ? { type: c.idDocumentType, number: c.idDocumentNumber } : null,
      taxNumber: c.taxNumber,
      euVatNumber: c.euVatNumber,
      companyRegNumber: c.companyRegNumber,
      address: c.address ? { country: c.address.country, postalCode: c.address.postalCode, city: c.address.city, street: c.address.street } : null,
      representative,
    },
  };
}

/**
 * The values a matter gives a template's variables (a variable whose fact is unknown is left out),
 * or null when the matter is not visible (RLS hides other firms' matters and confidential ones
 * outside their team alike). The generation form's prefill and an automation's generated document
 * (decision 0376) both take them from here. `contactVariablesTakeClient`: a `source: 'contact'`
 * variable without `from` takes the matter's client too – what an automation always did, while the
 * form leaves such a pick to the user.
 */
export async function prefillFromMatter(tx: TenantTx, tenantId: string, variables: VariableDefinition[], matterId: string, options: { contactVariablesTakeClient?: boolean } = {}): Promise<Prefill | null> {
  const [matter] = await tx
    .select({ title: matters.title, arrangement: matters.billingArrangement, amount: matters.billingAmountHuf, successPercent: matters.successFeePercent, lawyer: users.name })
    .from(matters)
    .leftJoin(users, eq(users.id, matters.responsibleLawyerId))
    .where(and(eq(matters.tenantId, tenantId), eq(matters.id, matterId)));
  if (!matter) return null;
  const [firm] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  const [seller] = await tx
    .select({ name: invoiceSettings.sellerName, bankAccount: invoiceSettings.bankAccountNumber, paymentDays: invoiceSettings.paymentDays })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.tenantId, tenantId));
  const client = await matterClientFact(tx, tenantId, matterId);

  const hourly = matter.arrangement === 'hourly';
  const facts: Record<PrefillSource, unknown> = {
    'matter.title': matter.title,
    'matter.client': client,
    'matter.responsible_lawyer': matter.lawyer,
    'matter.fee_type': hourly ? 'hourly' : 'fixed',
    'matter.fee_fixed': hourly ? null : matter.amount,
    'matter.fee_hourly': hourly ? matter.amount : null,
    'matter.has_success_fee': matter.arrangement === 'success_fee',
    'matter.success_fee_percent': matter.arrangement === 'success_fee' ? matter.successPercent : null,
    'firm.name': seller?.name ?? firm?.name ?? null,
    'firm.bank_account': seller?.bankAccount ?? null,
    'firm.payment_days': seller?.paymentDays ?? null,
  };

  const inputs: Record<string, unknown> = {};
  for (const v of variables) {
    const from = v.from ?? (v.source === 'matter' ? 'matter.title' : v.source === 'contact' && options.contactVariablesTakeClient ? 'matter.client' : undefined);
    if (!from) continue;
    const value = facts[from];
    if (value === null || value === undefined) continue;
    if (from === 'matter.client') {
      const fact = value as ClientFact;
      if (v.type === 'party' || (v.type === 'natural_person' && fact.kind === 'person') || (v.type === 'company' && fact.kind === 'organisation')) inputs[v.key] = contactToInput(v.type, fact.contact);
      else if (v.type === 'text') inputs[v.key] = fact.contact.name;
      continue;
    }
    if (v.type === 'choice' && !v.options?.some((o) => o.value === value)) continue;
    inputs[v.key] = value;
  }
  return { inputs, clientContactId: client?.contactId ?? null };
}

/** The generation form's prefill: `GET /api/document-generator/prefill/:matterId`. */
export async function matterPrefill(tx: TenantTx, actor: Actor, templateId: string, matterId: string): Promise<Prefill> {
  const template = await visibleTemplate(tx, templateId);
  const prefill = await prefillFromMatter(tx, actor.tenantId, template.variables as VariableDefinition[], matterId);
  if (!prefill) throw new HttpError(404, 'GENERATION_MATTER_NOT_FOUND');
  return prefill;
}
