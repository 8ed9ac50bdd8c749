// OpenAPI 3 document generated from the zod schemas of the routes, browsable at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Virtuális Iroda API',
        description: 'A cégre szabott virtuális iroda – REST API. Hibák egységes alakja: { code, message }.',
        version: '0.1.0',
      },
      servers: [{ url: app.env.APP_URL }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'vi.session_token' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}

export default fp(openapiPlugin, { name: 'openapi' });
