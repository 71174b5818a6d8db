import { Module } from '@nestjs/common';
import { PeopleDataModule } from '../../data/people/people-data.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { UploadsModule } from '../uploads/uploads.module.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [AuthModule, UploadsModule, PeopleDataModule],
  controllers: [UsersController],
  providers: [UsersService],
})
export class UsersModule {}
