import { currentLanguage, i18n, msg } from './i18n';

/**
 * The contract's and the API's English messages a user meets, as templates: `{{field}}` is the
 * field a message starts with, by its API name ('title must be at most 200 characters') or in
 * words ('First name is required'),
 * `{{count}}` a number, any other placeholder a value the server put in. A message that matches
 * one is shown in the interface's language, the field named by the form's label.
 */
const TEMPLATES = [
  // What a field's rule says (the contract's zod messages).
  msg('{{field}} is required'),
  msg('{{field}} must be text'),
  msg('{{field}} must not be empty'),
  msg('{{field}} must be at least {{count}} characters'),
  msg('{{field}} must be at most {{count}} characters'),
  msg('{{field}} must be at most {{count}} bytes'),
  msg('{{field}} must be a number'),
  msg('{{field}} must be a whole number'),
  msg('{{field}} must be 0 or more'),
  msg('{{field}} must be at least {{count}}'),
  msg('{{field}} must be at most {{count}}'),
  msg('{{field}} must be a valid email address'),
  msg('{{field}} must be a two-letter ISO 639-1 code such as en, hi or ta'),
  msg('{{field}} is one of the most commonly used passwords; choose a less predictable one'),
  msg('{{field}} is already used by another class'),
  msg("{{field}} must be one of your institution's classes"),
  msg('Please enter a valid email address'),
  msg('Please enter a valid phone number'),
  msg('Please provide either phone or email'),
  // What the API refuses with.
  msg('Invalid email or password'),
  msg('Too many failed login attempts. Please try again later.'),
  msg('Too many wrong current passwords. Please try again later, or sign out and reset it.'),
  msg('Session has ended. Please log in again.'),
  msg('Current password is incorrect'),
  msg('This attempt has been submitted'),
  msg('This attempt has already been submitted'),
  msg('Time is up for this attempt'),
  msg('This exam is not open yet: it opens at {{time}}'),
  msg('This exam is closed: it closed at {{time}}'),
  msg('Attempt limit reached: this exam allows {{count}} attempt'),
  msg('Attempt limit reached: this exam allows {{count}} attempts'),
  msg('This level is locked: you need {{count}} more XP to unlock it'),
  msg('This mark is not released yet, so it cannot be re-checked'),
  msg('This exam does not take re-check requests'),
  msg('Re-check requests for this mark closed at {{time}}'),
  msg('You have already asked for a re-check of this question'),
  msg('This request has already been resolved'),
  msg('The tutor is turned off for your institution'),
  msg('The tutor opens once this mark is released'),
  msg('This answer earned full marks: there is nothing for the tutor to go over'),
  msg('This tutor conversation has ended'),
  msg('The tutor is still answering your last reply'),
  msg("You have used today's {{count}} tutor replies. Please come back tomorrow."),
  msg('Viva practice is not open for this level'),
  msg('Viva practice on this test opens once you have sat it'),
  msg('This viva has ended'),
  msg("You have started today's {{count}} vivas. Please come back tomorrow."),
  msg('This question was already answered: the next one is ready'),
  msg('Time is up for this question: the next one is ready'),
  msg('Spoken answers need a transcription service: please type your answer'),
  msg("Your institution does not allow the browser's speech recognition"),
  msg('The viva examiner could not answer just now. Please try again in a moment.'),
  msg('No words were heard in the recording: please try again or type your answer'),
  msg("The level's paper has no questions to ask"),
  msg('This class has students: move them to another class before deleting it'),
  msg('This image link is invalid or has expired'),
  msg('More than one student has this phone number. Please search by email.'),
  msg('Attempt not found'),
  msg('Exam level not found'),
  msg('Report not found'),
  msg('Student not found'),
  msg('User not found'),
  msg('Class not found'),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template as a pattern that captures its placeholders by name. */
function toPattern(template: string): RegExp {
  const source = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      // The API's field name, or the words a contract message names it by ('First name').
      if (name === 'field') return '(?<field>[A-Za-z][\\w ]*?)';
      if (name === 'count') return '(?<count>-?\\d+(?:\\.\\d+)?)';
      return `(?<${name}>.+)`;
    })
    .join('');
  return new RegExp(`^${source}$`);
}

const MATCHERS = TEMPLATES.map((template) => ({ template, pattern: toPattern(template) }));

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * `message` in the interface's language when it is one of the templates, else undefined. A field
 * message names its field by `fieldName` (the form's label, an English key), else by the field
 * written as a word ('title' → 'Title'); in English the result reads as the message with that name.
 */
export function translatedMessage(
  message: string,
  fieldName: (field: string) => string | undefined = () => undefined,
): string | undefined {
  for (const { template, pattern } of MATCHERS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string> = { ...match.groups };
    if (values.field !== undefined) {
      values.field = i18n.t(fieldName(values.field) ?? capitalised(values.field));
    }
    return i18n.t(template, values);
  }
  return undefined;
}

/** A message from the server in the interface's language where it is a known one; in English as sent. */
export const serverMessage = (message: string) =>
  currentLanguage() === 'en' ? message : (translatedMessage(message) ?? message);
