import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../module-system/manifest';
import { createContactInFirm } from '../contacts';
import { openMatter } from '../matters';
import onboardingRoutes from './client-onboarding.routes';

// Onboarding creates the client contact and opens the matter through those modules' own services.
const onboardingWithPractice: FastifyPluginAsync = (app) =>
  onboardingRoutes(app, {
    practice: {
      createClientContact: createContactInFirm,
      openMatter: (tx, actor, body) => openMatter(tx, actor, body, 'onboarding'),
    },
  });

export default defineModule({ key: 'client-onboarding', dependsOn: ['contacts', 'matters'], routes: [onboardingWithPractice] });
