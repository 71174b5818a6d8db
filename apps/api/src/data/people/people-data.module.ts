import { Module } from '@nestjs/common';
import { AuthSessionsRepository } from './auth-sessions.repository.js';
import { ClassesRepository } from './classes.repository.js';
import { InstitutionsRepository } from './institutions.repository.js';
import { StudentsRepository } from './students.repository.js';
import { UsersRepository } from './users.repository.js';

const repositories = [
  UsersRepository,
  StudentsRepository,
  AuthSessionsRepository,
  InstitutionsRepository,
  ClassesRepository,
];

/**
 * People: accounts (admins and students), the classes students are in, their sign-in sessions, and institutions (created by the
 * `create-admin` command, which builds InstitutionsRepository outside Nest).
 */
@Module({ providers: repositories, exports: repositories })
export class PeopleDataModule {}
