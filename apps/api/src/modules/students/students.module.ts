import { Module } from '@nestjs/common';
import { AuditDataModule } from '../../data/audit/audit-data.module.js';
import { PeopleDataModule } from '../../data/people/people-data.module.js';
import { SessionsDataModule } from '../../data/sessions/sessions-data.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { StudentsController } from './students.controller.js';
import { StudentsService } from './students.service.js';

/**
 * GET/POST /students, GET/PUT/DELETE /students/:id, PATCH /students/:id/status and
 * POST /students/:id/password-reset (admins only).
 */
@Module({
  imports: [AuthModule, PeopleDataModule, SessionsDataModule, AuditDataModule],
  controllers: [StudentsController],
  providers: [StudentsService],
})
export class StudentsModule {}
