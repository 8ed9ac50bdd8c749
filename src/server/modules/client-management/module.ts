import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../module-system/manifest';
import { inviteCustomer } from '../account';
import { openBalancesByClient } from '../invoices';
import clientsRoutes from './clients.routes';

// Client management invites customers through the join-requests flow and shows the invoicing module's open balances.
const clientsWithInvitations: FastifyPluginAsync = (app) => clientsRoutes(app, { inviteCustomer, openBalances: openBalancesByClient });

export default defineModule({ key: 'clients', dependsOn: ['account', 'invoices'], routes: [clientsWithInvitations] });
