import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, oneOf, updatedAt, parentRef } from './columns.js';
import { institutions } from './institutions.js';

export const USER_ROLES = ['ADMIN', 'STUDENT'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const GENDERS = ['MALE', 'FEMALE', 'OTHER'] as const;
export type Gender = (typeof GENDERS)[number];

export type UserPreferences = {
  emailNotifications: boolean;
  examSubmissions: boolean;
  evaluationReminders: boolean;
  theme: 'light' | 'dark';
  language: string;
};

/** The default preferences; every new user starts with them. */
export const DEFAULT_USER_PREFERENCES: UserPreferences = {
  emailNotifications: true,
  examSubmissions: true,
  evaluationReminders: false,
  theme: 'light',
  language: 'english',
};

export const users = pgTable(
  'users',
  {
    id: id(),
    institutionId: parentRef(() => institutions.id),
    role: text({ enum: USER_ROLES }).notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    mobile: text(),
    gender: text({ enum: GENDERS }),
    address: text(),
    school: text(),
    studentClass: text(),
    rollNo: text(),
    department: text(),
    photoUrl: text(),
    preferences: jsonb().$type<UserPreferences>().notNull().default(DEFAULT_USER_PREFERENCES),
    isActive: boolean().notNull().default(true),
    xp: integer().notNull().default(0),
    /** Runs the deployment: reads its demo requests (sales leads). Set by `create-admin --operator`. */
    isOperator: boolean().notNull().default(false),
    /** Part of every access token; bumping it ends all of the user's sessions at once. */
    tokenVersion: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Login is by email alone, so an address is unique across every institution.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_institution_role_class_idx').on(t.institutionId, t.role, t.studentClass),
    index('users_institution_first_name_idx').on(t.institutionId, sql`lower(${t.firstName})`),
    index('users_institution_last_name_idx').on(t.institutionId, sql`lower(${t.lastName})`),
    index('users_institution_roll_no_idx').on(t.institutionId, sql`lower(${t.rollNo})`),
    index('users_mobile_idx').on(t.mobile),
    check('users_role_check', oneOf(t.role, USER_ROLES)),
    check('users_gender_check', oneOf(t.gender, GENDERS)),
    check('users_xp_check', sql`${t.xp} >= 0`),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
