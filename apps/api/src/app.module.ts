import { Module, type DynamicModule } from '@nestjs/common';
import type { Database } from '@markwise/db';
import { ConfigModule } from './config/config.module.js';
import type { RuntimeConfig } from './config/resolve-config.js';
import { DataModule } from './data/data.module.js';
import { DatabaseModule } from './database/database.module.js';
import { AppConfigModule } from './modules/app-config/app-config.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { UsersModule } from './modules/users/users.module.js';
import { CoursesModule } from './modules/courses/courses.module.js';
import { SubjectsModule } from './modules/subjects/subjects.module.js';
import { JourneysModule } from './modules/journeys/journeys.module.js';
import { StudentsModule } from './modules/students/students.module.js';
import { ClassesModule } from './modules/classes/classes.module.js';
import { QuestionPapersModule } from './modules/question-papers/question-papers.module.js';
import { LevelUsersModule } from './modules/level-users/level-users.module.js';
import { LevelStatisticsModule } from './modules/level-statistics/level-statistics.module.js';
import { PracticeSessionsModule } from './modules/practice-sessions/practice-sessions.module.js';
import { DashboardModule } from './modules/dashboard/dashboard.module.js';
import { DemoRequestsModule } from './modules/demo-requests/demo-requests.module.js';
import { AttemptsModule } from './modules/attempts/attempts.module.js';
import { EvaluationModule } from './modules/evaluation/evaluation.module.js';
import { TutorModule } from './modules/tutor/tutor.module.js';
import { VivaModule } from './modules/viva/viva.module.js';
import { PaperExamsModule } from './modules/paper-exams/paper-exams.module.js';
import { PrivacyModule } from './modules/privacy/privacy.module.js';

@Module({})
export class AppModule {
  static forRoot(config: RuntimeConfig, database: Database): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(database),
        DataModule,
        HealthModule,
        AppConfigModule,
        AuthModule,
        UsersModule,
        CoursesModule,
        SubjectsModule,
        JourneysModule,
        StudentsModule,
        ClassesModule,
        QuestionPapersModule,
        LevelUsersModule,
        LevelStatisticsModule,
        PracticeSessionsModule,
        DashboardModule,
        DemoRequestsModule,
        EvaluationModule,
        TutorModule,
        VivaModule,
        PaperExamsModule,
        AttemptsModule,
        PrivacyModule,
      ],
    };
  }
}
