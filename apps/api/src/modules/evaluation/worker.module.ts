import { Module, type DynamicModule } from '@nestjs/common';
import type { Database } from '@markwise/db';
import { ConfigModule } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/resolve-config.js';
import { DataModule } from '../../data/data.module.js';
import { DatabaseModule } from '../../database/database.module.js';
import { PaperExamJobsModule } from '../paper-exams/paper-exam-jobs.module.js';
import { EvaluationModule } from './evaluation.module.js';

/** What `pnpm worker` runs: the configuration, the database and the queue's jobs; no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: RuntimeConfig, database: Database): DynamicModule {
    return {
      module: WorkerModule,
      // A worker process always works the queue, whatever EVALUATION_WORKERS says for the API.
      imports: [
        ConfigModule.forRoot({ ...config, EVALUATION_WORKERS: 'in-process' }),
        DatabaseModule.forRoot(database),
        DataModule,
        EvaluationModule,
        PaperExamJobsModule,
      ],
    };
  }
}
