import { Module } from '@nestjs/common';
import { PeopleDataModule } from '../../data/people/people-data.module.js';
import { StudentsController } from './students.controller.js';
import { StudentsService } from './students.service.js';

/** GET/POST /students, PUT/DELETE /students/:id, PATCH /students/:id/status (admins only). */
@Module({
  imports: [PeopleDataModule],
  controllers: [StudentsController],
  providers: [StudentsService],
})
export class StudentsModule {}
