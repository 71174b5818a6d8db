import { Module } from '@nestjs/common';
import { AuditLogRepository } from './audit-log.repository.js';

/** The audit log. */
@Module({ providers: [AuditLogRepository], exports: [AuditLogRepository] })
export class AuditDataModule {}
