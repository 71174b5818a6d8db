import type { AvailabilityStatus } from '../../schema/index.js';
import type { InstitutionSeed, StudentClass } from './people.js';
import type { PaperKey } from './papers/index.js';

export type LevelSeed = {
  title: string;
  type: 'topic' | 'exam';
  xpReward: number;
  /** Above 0 the level is locked until the student has this much XP. */
  xpRequiredToUnlock?: number;
  /** Exam levels are sat on a paper. */
  paper?: PaperKey;
};

export type SubjectSeed = {
  title: string;
  description: string;
  isActive?: boolean;
  journeyTitle: string;
  levels: LevelSeed[];
};

export type CourseSeed = {
  institution: InstitutionSeed['key'];
  /** Also names the course image in apps/web/public/demo/courses/. */
  slug: string;
  title: string;
  description: string;
  availabilityStatus: AvailabilityStatus;
  isPremium: boolean;
  board: string;
  difficultyLevel: string;
  /** Classes whose students are enrolled. */
  classes: StudentClass[];
  createdDaysAgo: number;
  subjects: SubjectSeed[];
};

export const courseImageUrl = (slug: string) => `/demo/courses/${slug}.svg`;

export const COURSES: readonly CourseSeed[] = [
  {
    institution: 'greenfield',
    slug: 'class-10-science',
    title: 'Class 10 Science: Board Exam Preparation',
    description:
      'Chapter-wise practice for the CBSE Class 10 Science board paper: physics, chemistry and biology, with answers marked the way board examiners mark them.',
    availabilityStatus: 'live',
    isPremium: false,
    board: 'CBSE',
    difficultyLevel: 'Intermediate',
    classes: ['Grade 10A', 'Grade 10B'],
    createdDaysAgo: 92,
    subjects: [
      {
        title: 'Physics',
        description:
          'Light (reflection and refraction) and electricity: ray diagrams, sign conventions, Ohm’s law and circuit problems.',
        journeyTitle: 'Physics Journey: Light and Electricity',
        levels: [
          { title: 'Light: Reflection by Mirrors', type: 'topic', xpReward: 20 },
          { title: 'Light: Refraction and Lenses', type: 'topic', xpReward: 20 },
          { title: 'Chapter Test: Light', type: 'exam', xpReward: 60, paper: 'light' },
          { title: 'Electricity and Circuits', type: 'topic', xpReward: 20 },
          {
            title: 'Chapter Test: Electricity',
            type: 'exam',
            xpReward: 80,
            xpRequiredToUnlock: 150,
            paper: 'electricity',
          },
        ],
      },
      {
        title: 'Chemistry',
        description:
          'Chemical reactions and equations, balancing, types of reactions, and everyday effects of oxidation such as corrosion and rancidity.',
        journeyTitle: 'Chemistry Journey: Reactions',
        levels: [
          { title: 'Chemical Equations and Balancing', type: 'topic', xpReward: 20 },
          { title: 'Types of Chemical Reactions', type: 'topic', xpReward: 20 },
          { title: 'Chapter Test: Chemical Reactions', type: 'exam', xpReward: 60, paper: 'reactions' },
          { title: 'Acids, Bases and Salts', type: 'topic', xpReward: 20 },
        ],
      },
      {
        title: 'Biology',
        description:
          'Life processes: nutrition, respiration, transportation and excretion in plants and humans, with labelled-diagram questions.',
        journeyTitle: 'Biology Journey: Life Processes',
        levels: [
          { title: 'Nutrition in Plants and Animals', type: 'topic', xpReward: 20 },
          { title: 'Chapter Test: Life Processes', type: 'exam', xpReward: 60, paper: 'life-processes' },
        ],
      },
    ],
  },
  {
    institution: 'greenfield',
    slug: 'mathematics-mastery',
    title: 'Mathematics Mastery: Algebra and Trigonometry',
    description:
      'Step-by-step problem solving for ICSE students: quadratic equations, arithmetic progressions and trigonometric identities, marked for method as well as answer.',
    availabilityStatus: 'available',
    isPremium: true,
    board: 'ICSE',
    difficultyLevel: 'Advanced',
    classes: ['Grade 10A', 'Grade 10B', 'Grade 11A'],
    createdDaysAgo: 75,
    subjects: [
      {
        title: 'Algebra',
        description:
          'Quadratic equations by factorisation and the quadratic formula, the nature of roots, and arithmetic progressions.',
        journeyTitle: 'Algebra Journey',
        levels: [
          { title: 'Solving Quadratic Equations', type: 'topic', xpReward: 25 },
          { title: 'Test: Quadratic Equations', type: 'exam', xpReward: 75, paper: 'quadratics' },
          { title: 'Arithmetic Progressions', type: 'topic', xpReward: 25 },
          {
            title: 'Test: Arithmetic Progressions',
            type: 'exam',
            xpReward: 90,
            xpRequiredToUnlock: 250,
            paper: 'progressions',
          },
        ],
      },
      {
        title: 'Trigonometry',
        description:
          'Trigonometric ratios, standard angles, identities and heights-and-distances problems.',
        journeyTitle: 'Trigonometry Journey',
        levels: [
          { title: 'Trigonometric Ratios and Identities', type: 'topic', xpReward: 25 },
          { title: 'Test: Trigonometry', type: 'exam', xpReward: 75, paper: 'trigonometry' },
        ],
      },
    ],
  },
  {
    institution: 'greenfield',
    slug: 'hindi-bhasha',
    title: 'हिंदी भाषा: Hindi Language and Grammar',
    description:
      'Hindi (Course A) grammar and writing for board exams: sandhi, samas, muhavare and formal letters, answered and marked in Hindi.',
    availabilityStatus: 'live',
    isPremium: false,
    board: 'CBSE',
    difficultyLevel: 'Beginner',
    classes: ['Grade 10A', 'Grade 10B'],
    createdDaysAgo: 60,
    subjects: [
      {
        title: 'हिंदी व्याकरण (Hindi Grammar)',
        description:
          'संधि, समास, मुहावरे और वाक्य-भेद: board-pattern grammar practice with answers written in Devanagari.',
        journeyTitle: 'व्याकरण यात्रा (Grammar Journey)',
        levels: [
          { title: 'संधि और समास', type: 'topic', xpReward: 20 },
          { title: 'मुहावरे और लोकोक्तियाँ', type: 'topic', xpReward: 20 },
          { title: 'व्याकरण परीक्षा (Grammar Test)', type: 'exam', xpReward: 60, paper: 'hindi-grammar' },
        ],
      },
      {
        title: 'रचनात्मक लेखन (Creative Writing)',
        description:
          'Essay, letter and notice writing in Hindi. Paused for this term while the syllabus is revised.',
        isActive: false,
        journeyTitle: 'लेखन यात्रा (Writing Journey)',
        levels: [
          { title: 'औपचारिक पत्र (Formal Letters)', type: 'topic', xpReward: 20 },
          { title: 'अनुच्छेद लेखन (Paragraph Writing)', type: 'topic', xpReward: 20 },
        ],
      },
    ],
  },
  {
    institution: 'riverside',
    slug: 'samacheer-class-10',
    title: 'Samacheer Kalvi Class 10: Tamil and Social Science',
    description:
      'Tamil Nadu State Board Class 10 preparation: Tamil language (தமிழ்) and social science, with practice papers in both languages.',
    availabilityStatus: 'live',
    isPremium: false,
    board: 'State Board',
    difficultyLevel: 'Intermediate',
    classes: ['Grade 10A', 'Grade 10B'],
    createdDaysAgo: 80,
    subjects: [
      {
        title: 'தமிழ் (Tamil)',
        description:
          'இலக்கணம் மற்றும் செய்யுள்: Tamil grammar, Thirukkural and prose comprehension for the state board paper.',
        journeyTitle: 'தமிழ் பயணம் (Tamil Journey)',
        levels: [
          { title: 'இலக்கணம் (Grammar)', type: 'topic', xpReward: 20 },
          { title: 'தமிழ் தேர்வு (Tamil Test)', type: 'exam', xpReward: 60, paper: 'tamil' },
        ],
      },
      {
        title: 'Social Science: History',
        description:
          'The Indian national movement from 1905 to 1947: Swadeshi, non-cooperation, civil disobedience and Quit India.',
        journeyTitle: 'History Journey: Freedom Struggle',
        levels: [
          { title: 'Rise of Nationalism in India', type: 'topic', xpReward: 20 },
          { title: 'Chapter Test: Freedom Struggle', type: 'exam', xpReward: 60, paper: 'history' },
        ],
      },
    ],
  },
];
