import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIENT_VERSION, commonHeadersSchema, Header } from '@uu/contract/headers';

/** The client headers are checked by plugins/client-headers.ts, not by route schemas; the page lists them anyway. */
const headersDoc = z.toJSONSchema(
  z.object({
    ...commonHeadersSchema.shape,
    [Header.acceptLanguage]: z.enum(['zh-TW', 'zh-CN', 'en-US']).optional(),
  }),
  { target: 'draft-7' },
);

const transform: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const schema = output.schema as Record<string, unknown> | undefined;
  if (schema && !schema.hide && input.url !== '/docs' && !input.url.startsWith('/docs/')) schema.headers = headersDoc;
  return output;
};

/** The OpenAPI page at /docs, generated from the contract's schemas. Register before the routes. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'UU platform API',
        version: CLIENT_VERSION,
        description:
          'Every answer is the envelope { code, msg, data }; `msg` follows accept-language (zh-TW, zh-CN, en-US). ' +
          'Passwords are sent as SHA-256 lower-case hex. Codes: 200 success, 506 not activated, 410000/410001/410002 ' +
          'no/invalid/expired token, 401 disabled, 601 replaced, 999999 revoked, 1xxx accounts, 5xxx content, 9xxx request errors.',
      },
      components: {
        securitySchemes: {
          satoken: { type: 'apiKey', in: 'header', name: Header.token },
          adminToken: { type: 'apiKey', in: 'header', name: Header.adminToken },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
