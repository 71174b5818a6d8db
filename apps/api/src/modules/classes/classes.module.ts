import { Module } from '@nestjs/common';
import { PeopleDataModule } from '../../data/people/people-data.module.js';
import { ClassesController } from './classes.controller.js';
import { ClassesService } from './classes.service.js';

/** GET/POST /classes, PUT/DELETE /classes/:id (admins only). */
@Module({
  imports: [PeopleDataModule],
  controllers: [ClassesController],
  providers: [ClassesService],
})
export class ClassesModule {}
