import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../module-system/manifest';
import { inviteCustomer } from '../account';
import { openBalancesByClient } from '../invoice-generator';
import clientManagementRoutes from './client-management.routes';

// Client management invites customers through the join-requests flow and shows the invoicing module's open balances.
const clientsWithInvitations: FastifyPluginAsync = (app) => clientManagementRoutes(app, { inviteCustomer, openBalances: openBalancesByClient });

export default defineModule({ key: 'client-management', dependsOn: ['account', 'invoice-generator'], routes: [clientsWithInvitations] });
