import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
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
            'Authenticate with POST /api/auth/login and use the token as a bearer.',
        )
        .setVersion('1.0.0')
        .addBearerAuth()
        .build(),
    );
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: `${config.APP_NAME} API`,
  });
}
