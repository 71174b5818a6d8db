import { describe, expect, it } from 'vitest';
import { INITIAL_PRINT_FORM, toPrintBody, validatePrintForm } from './print-form';

describe('the print form', () => {
  it('sends only the chosen way of naming booklets, and anonymous ones when asked for', () => {
    expect(
      toPrintBody({ ...INITIAL_PRINT_FORM, className: 'Grade 10A', studentIds: ['s-1'] }),
    ).toEqual({ className: 'Grade 10A', paperSize: 'A4', answerPages: 6 });
    expect(
      toPrintBody({
        ...INITIAL_PRINT_FORM,
        who: 'students',
        className: 'Grade 10A',
        studentIds: ['s-1'],
        anonymous: 3,
        paperSize: 'Letter',
        answerPages: 8,
      }),
    ).toEqual({ studentIds: ['s-1'], anonymous: 3, paperSize: 'Letter', answerPages: 8 });
  });

  it('asks for someone to print for', () => {
    expect(validatePrintForm(INITIAL_PRINT_FORM)).toEqual({
      className: 'Choose a class, or ask for anonymous booklets',
    });
    expect(validatePrintForm({ ...INITIAL_PRINT_FORM, who: 'students' })).toEqual({
      studentIds: 'Choose students, or ask for anonymous booklets',
    });
    expect(validatePrintForm({ ...INITIAL_PRINT_FORM, anonymous: 4 })).toEqual({});
  });

  it("checks the answer pages with the contract's rule, under the field's label", () => {
    const errors = validatePrintForm({
      ...INITIAL_PRINT_FORM,
      className: 'Grade 10A',
      answerPages: 41,
    });
    expect(errors).toEqual({ answerPages: 'Answer pages must be at most 40' });
    expect(
      validatePrintForm({ ...INITIAL_PRINT_FORM, className: 'Grade 10A', answerPages: '' })
        .answerPages,
    ).toBeDefined();
  });
});
