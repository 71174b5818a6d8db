import type {
  NewCourse,
  NewEnrollment,
  NewJourney,
  NewLevel,
  NewQuestion,
  NewQuestionPaper,
  NewSubject,
} from '../schema/index.js';
import { courseImageUrl, type CourseSeed } from './data/courses.js';
import { PAPERS, paperMaxMarks, questionMarks, type PaperKey } from './data/papers/index.js';
import type { Random } from './random.js';
import type { StudentRow } from './students.js';
import { addMinutes, DAY, daysBefore, MINUTE } from './time.js';

type WithId<T> = T & { id: string };

/** An exam level students can sit now: unlocked, in an active subject. */
export type OpenExamLevel = {
  course: CourseSeed;
  levelId: string;
  paperKey: PaperKey;
  paperId: string;
  questionIds: string[];
};

export type Catalogue = {
  courses: WithId<NewCourse>[];
  enrollments: NewEnrollment[];
  subjects: WithId<NewSubject>[];
  journeys: WithId<NewJourney>[];
  questionPapers: WithId<NewQuestionPaper>[];
  questions: WithId<NewQuestion>[];
  levels: WithId<NewLevel & { order: number }>[];
  openExamLevels: OpenExamLevel[];
};

/** Courses with their enrollments, subjects, journeys, levels and the papers of exam levels. */
export function buildCatalogue(options: {
  courses: readonly CourseSeed[];
  institutionIds: Map<string, string>;
  studentsByInstitution: Map<string, StudentRow[]>;
  now: Date;
  random: Random;
  newId: () => string;
}): Catalogue {
  const { now, random, newId } = options;
  const catalogue: Catalogue = {
    courses: [],
    enrollments: [],
    subjects: [],
    journeys: [],
    questionPapers: [],
    questions: [],
    levels: [],
    openExamLevels: [],
  };

  const addPaper = (
    paperKey: PaperKey,
    owner: { institutionId: string; subjectId: string; courseId: string; createdAt: Date },
  ) => {
    const paper = PAPERS[paperKey];
    const paperId = newId();
    const questionIds = paper.questions.map(() => newId());
    catalogue.questionPapers.push({
      id: paperId,
      ...owner,
      title: paper.title,
      studentClass: paper.studentClass,
      description: paper.description,
      timeAllowed: paper.timeAllowed,
      year: paper.year,
      qpCode: paper.qpCode,
      maxMarks: paperMaxMarks(paper),
      language: paper.language,
      passPercentage: paper.passPercentage ?? null,
      // Published to the school's students; the 2023 papers also as public past papers.
      visibility: paper.year <= 2023 ? 'public' : 'institution',
      updatedAt: owner.createdAt,
    });
    paper.questions.forEach((question, index) => {
      catalogue.questions.push({
        id: questionIds[index] as string,
        paperId,
        number: index + 1,
        text: question.text,
        marks: questionMarks(question),
        modelAnswer: question.modelAnswer,
        rubric: question.rubric.map((point) => ({ id: newId(), ...point })),
        language: paper.language,
      });
    });
    return { paperId, questionIds };
  };

  for (const course of options.courses) {
    const institutionId = options.institutionIds.get(course.institution) as string;
    const courseId = newId();
    const createdAt = daysBefore(now, course.createdDaysAgo);
    catalogue.courses.push({
      id: courseId,
      institutionId,
      title: course.title,
      description: course.description,
      imageUrls: [courseImageUrl(course.slug)],
      availabilityStatus: course.availabilityStatus,
      isPremium: course.isPremium,
      board: course.board,
      difficultyLevel: course.difficultyLevel,
      createdAt,
      updatedAt: daysBefore(now, Math.max(1, course.createdDaysAgo - 20)),
    });
    for (const student of options.studentsByInstitution.get(course.institution) ?? []) {
      if (!course.classes.includes(student.studentClass)) continue;
      catalogue.enrollments.push({
        courseId,
        userId: student.id,
        enrolledAt: new Date(
          createdAt.getTime() + random.int(1, 10) * DAY + random.int(0, 600) * MINUTE,
        ),
      });
    }

    course.subjects.forEach((subject, subjectIndex) => {
      const subjectId = newId();
      const journeyId = newId();
      const subjectCreated = addMinutes(createdAt, (subjectIndex + 1) * 90);
      const isActive = subject.isActive ?? true;
      catalogue.subjects.push({
        id: subjectId,
        courseId,
        institutionId,
        title: subject.title,
        description: subject.description,
        isActive,
        createdAt: subjectCreated,
        updatedAt: subjectCreated,
      });
      catalogue.journeys.push({
        id: journeyId,
        subjectId,
        institutionId,
        title: subject.journeyTitle,
        createdAt: subjectCreated,
      });

      subject.levels.forEach((level, levelIndex) => {
        const levelId = newId();
        const paper = level.paper
          ? addPaper(level.paper, { institutionId, subjectId, courseId, createdAt: subjectCreated })
          : undefined;
        catalogue.levels.push({
          id: levelId,
          journeyId,
          title: level.title,
          order: levelIndex + 1,
          type: level.type,
          xpRequiredToUnlock: level.xpRequiredToUnlock ?? 0,
          xpReward: level.xpReward,
          questionPaperId: paper?.paperId ?? null,
          // Open levels are practice (no attempt limit); a level to unlock is a test, sat once.
          attemptsAllowed: level.xpRequiredToUnlock ? 1 : null,
          // Practice levels also offer viva practice on their paper.
          vivaEnabled: Boolean(paper) && !level.xpRequiredToUnlock,
          createdAt: subjectCreated,
        });
        if (level.paper && paper && isActive && !level.xpRequiredToUnlock) {
          catalogue.openExamLevels.push({ course, levelId, paperKey: level.paper, ...paper });
        }
      });
    });
  }
  return catalogue;
}
