import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { z } from 'zod';
import type { RuntimeConfig } from './config/resolve-config.js';

/** Swagger UI at /api/docs and the OpenAPI JSON at /api/docs-json, from the contract's schemas. */
export function setupSwagger(app: INestApplication, config: RuntimeConfig) {
  const document = () =>
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle(`${config.APP_NAME} API`)
        .setDescription(
          'Courses, subjects, journeys, question papers, exam attempts and their evaluation. ' +
            'Authenticate with POST /api/auth/login and use the token as a bearer (Authorize).',
        )
        .setVersion('1.0.0')
        .addBearerAuth()
        .build(),
      { standardSchemaConverter: zodToOpenApi },
    );
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: `${config.APP_NAME} API`,
    swaggerOptions: { persistAuthorization: true },
  });
}

/**
 * zod's own converter, except that the examples given with `.meta({ examples })` are kept on
 * request schemas too: zod leaves them out of a schema's input side when it has a transform.
 */
function zodToOpenApi(schema: unknown, { schemaType }: { schemaType: 'input' | 'output' }) {
  if (!(schema instanceof z.ZodType)) return undefined;
  const { definitions, ...root } = z.toJSONSchema(schema, {
    io: schemaType,
    target: 'openapi-3.0',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const examples = z.globalRegistry.get(zodSchema)?.examples;
      if (Array.isArray(examples) && jsonSchema.examples === undefined)
        jsonSchema.examples = examples;
    },
  });
  return { schema: root, components: definitions ?? {} };
}
