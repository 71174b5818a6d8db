import 'reflect-metadata';
import { Controller, Get } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppModule } from '../src/app.module.js';
import type { AuthUser } from '../src/common/auth/auth-user.js';
import { CurrentUser, Roles } from '../src/common/auth/decorators.js';
import { ErrorFilter } from '../src/common/errors/error-filter.js';
import { createLogger } from '../src/common/logging/logger.js';
import { parseConfig } from '../src/config/config.schema.js';
import { resolveRuntimeConfig } from '../src/config/resolve-config.js';
import { bearer } from './support/auth-helpers.js';
import { createInstitution, createUser, TEST_PASSWORD } from './support/factories.js';
import { createTestDatabase, TEST_DATABASE_KIND } from './support/test-database.js';
import { errorBody } from './support/request-checks.js';

/** Routes as a feature module would declare them, to prove the global guard's role rules. */
@Controller('probe')
class ProbeController {
  @Get('anyone')
  anyone(@CurrentUser() user: AuthUser) {
    return user;
  }

  @Roles('ADMIN')
  @Get('admins')
  admins() {
    return { ok: true };
  }

  @Roles('STUDENT')
  @Get('students')
  students() {
    return { ok: true };
  }
}

describe(`access guard on ${TEST_DATABASE_KIND}`, () => {
  let app: NestExpressApplication;
  let drop: () => Promise<void>;
  let tokens: { admin: string; student: string };
  let ids: { institution: string; student: string };

  beforeAll(async () => {
    const testDatabase = await createTestDatabase();
    drop = testDatabase.drop;
    const config = resolveRuntimeConfig(
      parseConfig({ JWT_SECRET: randomBytes(32).toString('hex'), DATA_DIR: '/tmp/markwise-probe' }),
    );
    const moduleRef = await Test.createTestingModule({
      imports: [AppModule.forRoot(config, testDatabase.database)],
      controllers: [ProbeController],
    }).compile();
    app = moduleRef.createNestApplication<NestExpressApplication>({ logger: false });
    app.setGlobalPrefix('api');
    app.useGlobalFilters(new ErrorFilter(createLogger('silent')));
    await app.init();

    const institution = await createInstitution(testDatabase.database);
    const admin = await createUser(testDatabase.database, {
      institutionId: institution.id,
      role: 'ADMIN',
    });
    const student = await createUser(testDatabase.database, { institutionId: institution.id });
    const login = async (email: string) =>
      (
        await supertest(app.getHttpServer())
          .post('/api/auth/login')
          .send({ email, password: TEST_PASSWORD })
      ).body.token as string;
    tokens = { admin: await login(admin.email), student: await login(student.email) };
    ids = { institution: institution.id, student: student.id };
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  const get = (path: string, token?: string) => {
    const request = supertest(app.getHttpServer()).get(`/api/probe/${path}`);
    return token ? request.set(bearer(token)) : request;
  };

  it('gives every route the caller with their institution', async () => {
    const response = await get('anyone', tokens.student).expect(200);
    expect(response.body).toEqual({
      id: ids.student,
      role: 'STUDENT',
      isOperator: false,
      institutionId: ids.institution,
    });
  });

  it('requires a token on routes not marked public', async () => {
    await get('anyone').expect(401);
  });

  it('lets only the named role through', async () => {
    await get('admins', tokens.admin).expect(200);
    const denied = await get('admins', tokens.student).expect(403);
    expect(denied.body).toEqual(
      errorBody(403, 'You do not have permission to access this resource.'),
    );
    await get('students', tokens.student).expect(200);
    await get('students', tokens.admin).expect(403);
  });
});
