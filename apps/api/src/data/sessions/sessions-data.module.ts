import { Module } from '@nestjs/common';
import { AnswersRepository } from './answers.repository.js';
import { AttemptsRepository } from './attempts.repository.js';
import { EvaluationRunsRepository } from './evaluation-runs.repository.js';
import { LevelMarksRepository } from './level-marks.repository.js';
import { LevelProgressRepository } from './level-progress.repository.js';
import { MarksRepository } from './marks.repository.js';
import { RegradeRequestsRepository } from './regrade-requests.repository.js';
import { ReviewQueueRepository } from './review-queue.repository.js';
import { SecondMarksRepository } from './second-marks.repository.js';
import { SessionReportsRepository } from './session-reports.repository.js';
import { SessionStatisticsRepository } from './session-statistics.repository.js';
import { LevelUsersRepository } from './level-users.repository.js';
import { StudentRecordsRepository } from './student-records.repository.js';
import { TutorConversationsRepository } from './tutor-conversations.repository.js';
import { VivaSessionsRepository } from './viva-sessions.repository.js';

const repositories = [
  AttemptsRepository,
  AnswersRepository,
  EvaluationRunsRepository,
  MarksRepository,
  ReviewQueueRepository,
  RegradeRequestsRepository,
  SecondMarksRepository,
  LevelProgressRepository,
  LevelUsersRepository,
  LevelMarksRepository,
  SessionReportsRepository,
  SessionStatisticsRepository,
  StudentRecordsRepository,
  TutorConversationsRepository,
  VivaSessionsRepository,
];

/**
 * Attempts (practice sessions), their answers and marks, students' re-check requests, tutor
 * conversations and viva practice, second marks, evaluation state and level progress: the only
 * module whose statements name these tables.
 */
@Module({ providers: repositories, exports: repositories })
export class SessionsDataModule {}
