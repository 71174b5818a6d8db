import type { Gender, NewUser } from '../schema/index.js';
import {
  demoStudentEmail,
  NAMES,
  STREETS,
  STUDENT_CLASSES,
  type InstitutionSeed,
  type StudentClass,
} from './data/people.js';
import type { Random } from './random.js';

export type StudentRow = NewUser & { id: string; studentClass: StudentClass };

/** 'Grade 10A' → '10A', the prefix of roll numbers. */
const classCode = (studentClass: StudentClass) => studentClass.replace('Grade ', '');

const slug = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/**
 * The institution's students, the demo student first. Roll numbers follow the alphabetical order of
 * each class, as school registers do.
 */
export function buildStudents(options: {
  institution: InstitutionSeed;
  institutionId: string;
  passwordHash: string;
  createdAt: Date;
  random: Random;
  newId: () => string;
}): StudentRow[] {
  const { institution, institutionId, passwordHash, createdAt, random, newId } = options;
  const names = NAMES[institution.key];
  const takenNames = new Set<string>();
  const takenEmails = new Set<string>();

  const person = (firstName: string, lastName: string, gender: Gender) => {
    takenNames.add(`${firstName} ${lastName}`);
    const base = `${slug(firstName)}.${slug(lastName)}`;
    let email = `${base}@${institution.emailDomain}`;
    for (let n = 2; takenEmails.has(email); n += 1)
      email = `${base}${n}@${institution.emailDomain}`;
    takenEmails.add(email);
    return { firstName, lastName, gender, email };
  };

  const randomPerson = () => {
    for (;;) {
      const roll = random.next();
      const gender: Gender = roll < 0.48 ? 'MALE' : roll < 0.96 ? 'FEMALE' : 'OTHER';
      const pool =
        gender === 'MALE' ? names.male : gender === 'FEMALE' ? names.female : names.other;
      const firstName = random.pick(pool);
      const lastName = random.pick(names.last);
      if (!takenNames.has(`${firstName} ${lastName}`)) return person(firstName, lastName, gender);
    }
  };

  const students: StudentRow[] = [];
  for (const studentClass of STUDENT_CLASSES) {
    const demo = institution.demoStudent;
    const people = [];
    if (demo.studentClass === studentClass) {
      const demoPerson = person(demo.firstName, demo.lastName, demo.gender);
      people.push({ ...demoPerson, email: demoStudentEmail(institution) });
    }
    while (people.length < institution.classSizes[studentClass]) people.push(randomPerson());

    const alphabetical = [...people].sort((a, b) =>
      `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`),
    );
    for (const entry of people) {
      const rollNumber = alphabetical.indexOf(entry) + 1;
      students.push({
        id: newId(),
        institutionId,
        role: 'STUDENT',
        email: entry.email,
        passwordHash,
        firstName: entry.firstName,
        lastName: entry.lastName,
        gender: entry.gender,
        mobile: `${random.pick(['6', '7', '8', '9'])}${String(random.int(0, 999_999_999)).padStart(9, '0')}`,
        address: `${random.int(1, 240)}, ${random.pick(STREETS[institution.key])}, ${institution.city}`,
        school: institution.name,
        studentClass,
        rollNo: `${classCode(studentClass)}-${String(rollNumber).padStart(2, '0')}`,
        // A couple of students have left mid-year; admins see them as inactive.
        isActive: entry.email === demoStudentEmail(institution) || !random.chance(0.04),
        createdAt,
        updatedAt: createdAt,
      });
    }
  }
  return students;
}
