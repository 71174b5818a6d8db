import { describe, expect, it } from 'vitest';
import { splitAnswers, type PageText } from './split-answers.js';

const FIVE_QUESTIONS = [1, 2, 3, 4, 5];

/** The pages of a booklet, numbered from 1, as Tesseract returns them (with a trailing newline). */
function booklet(...texts: string[]): PageText[] {
  return texts.map((text, index) => ({ page: index + 1, text: `${text}\n` }));
}

/** The answers as { number: text }, for tests that look only at where the text went. */
function texts(pages: PageText[], questions: readonly number[] = FIVE_QUESTIONS) {
  return Object.fromEntries(
    splitAnswers(pages, questions).answers.map((answer) => [answer.questionNumber, answer.text]),
  );
}

describe('splitAnswers', () => {
  it('splits a booklet answered in order, dropping each marker but keeping the rest of its line', () => {
    const result = splitAnswers(
      booklet(
        [
          'Q1. Photosynthesis is the process by which green plants',
          'make food using sunlight.',
          '',
          'Q2 The mitochondria is the powerhouse of the cell.',
        ].join('\n'),
        'Q3. Osmosis is the movement of water\nacross a semi-permeable membrane.',
      ),
      FIVE_QUESTIONS,
    );
    expect(result).toEqual({
      answers: [
        {
          questionNumber: 1,
          text: 'Photosynthesis is the process by which green plants\nmake food using sunlight.',
          pages: [1],
        },
        {
          questionNumber: 2,
          text: 'The mitochondria is the powerhouse of the cell.',
          pages: [1],
        },
        {
          questionNumber: 3,
          text: 'Osmosis is the movement of water\nacross a semi-permeable membrane.',
          pages: [2],
        },
      ],
      unassigned: [],
    });
  });

  it('continues an answer across three pages until the next marker', () => {
    const result = splitAnswers(
      booklet(
        "Q1. Newton's first law: a body stays at rest\nunless a force acts.\n\nQ2. The water cycle has",
        '  several stages. Evaporation from seas  \nand lakes,',
        'condensation into clouds\nand precipitation.\nQ3. 9.8 m/s²',
      ),
      FIVE_QUESTIONS,
    );
    expect(result.answers[1]).toEqual({
      questionNumber: 2,
      text: 'The water cycle has\nseveral stages. Evaporation from seas  \nand lakes,\ncondensation into clouds\nand precipitation.',
      pages: [1, 2, 3],
    });
    expect(result.answers[0]?.pages).toEqual([1]);
    expect(result.answers[2]).toEqual({ questionNumber: 3, text: '9.8 m/s²', pages: [3] });
  });

  it('reads pages in page order whatever order they arrive in', () => {
    const pages = booklet('Q1. Evaporation starts', 'and ends in rain.\nQ2 Condensation.');
    expect(texts([...pages].reverse())).toEqual({
      1: 'Evaporation starts\nand ends in rain.',
      2: 'Condensation.',
    });
  });

  it('returns answers in paper order when the student answered out of order', () => {
    const result = splitAnswers(
      booklet('Q3. Osmosis needs a membrane.\n\nQ1. Plants make food.', "Q5) Lenz's law."),
      FIVE_QUESTIONS,
    );
    expect(result.answers).toEqual([
      { questionNumber: 1, text: 'Plants make food.', pages: [1] },
      { questionNumber: 3, text: 'Osmosis needs a membrane.', pages: [1] },
      { questionNumber: 5, text: "Lenz's law.", pages: [2] },
    ]);
  });

  it('joins a question taken up again later, as paragraphs, with its pages in reading order', () => {
    const result = splitAnswers(
      booklet(
        'Q2. Acids turn blue litmus red.',
        'Q3. An alkali is a soluble base.\nQ2 (contd.) Acids also react with metals',
        'to give hydrogen.',
      ),
      FIVE_QUESTIONS,
    );
    expect(result.answers).toEqual([
      {
        questionNumber: 2,
        text: 'Acids turn blue litmus red.\n\n(contd.) Acids also react with metals\nto give hydrogen.',
        pages: [1, 2, 3],
      },
      { questionNumber: 3, text: 'An alkali is a soluble base.', pages: [2] },
    ]);
  });

  it('keeps a question with nothing after its marker, on the page where it was started', () => {
    const result = splitAnswers(
      booklet('Q1. Force is mass times acceleration.\nQ4.', '  \n'),
      [1, 2, 3, 4],
    );
    expect(result.answers[1]).toEqual({ questionNumber: 4, text: '', pages: [1] });
  });

  it('leaves text before the first marker to the teacher', () => {
    const result = splitAnswers(
      booklet('Name: Priya S   Roll No: 23\nSection B\n\nQ1. Kinetic energy is ½mv².'),
      FIVE_QUESTIONS,
    );
    expect(result.unassigned).toEqual([
      { text: 'Name: Priya S   Roll No: 23\nSection B', pages: [1] },
    ]);
    expect(result.answers).toEqual([
      { questionNumber: 1, text: 'Kinetic energy is ½mv².', pages: [1] },
    ]);
  });

  it('leaves an answer under a number the paper does not have to the teacher', () => {
    const result = splitAnswers(
      booklet(
        "Q4. Ohm's law: V = IR.\nQ9. Resistors in series add up",
        'to the total resistance.\nQ5 P = VI.',
      ),
      FIVE_QUESTIONS,
    );
    expect(result.unassigned).toEqual([
      { text: 'Resistors in series add up\nto the total resistance.', pages: [1, 2] },
    ]);
    expect(result.answers.map((answer) => [answer.questionNumber, answer.text])).toEqual([
      [4, "Ohm's law: V = IR."],
      [5, 'P = VI.'],
    ]);
  });

  it('keeps a numbered list inside an answer of a booklet with Q markers', () => {
    const pages = booklet(
      [
        'Q1. Matter exists in three states.',
        'Q2. The causes of the French Revolution were:',
        '1. Social inequality between the estates',
        '2. The financial crisis of the monarchy',
        '3. The ideas of the Enlightenment',
        '(4) Food shortages',
        'Q3. Napoleon came to power in 1799.',
      ].join('\n'),
    );
    expect(texts(pages)).toEqual({
      1: 'Matter exists in three states.',
      2: [
        'The causes of the French Revolution were:',
        '1. Social inequality between the estates',
        '2. The financial crisis of the monarchy',
        '3. The ideas of the Enlightenment',
        '(4) Food shortages',
      ].join('\n'),
      3: 'Napoleon came to power in 1799.',
    });
  });

  describe('reads the marker through OCR noise', () => {
    it.each([
      ['Q3 Lenses bend light.'],
      ['Q 3 Lenses bend light.'],
      ['Q.3 Lenses bend light.'],
      ['Q. 3. Lenses bend light.'],
      ['Q3. Lenses bend light.'],
      ['Q3) Lenses bend light.'],
      ['Q3:- Lenses bend light.'],
      ['Q-3 Lenses bend light.'],
      ['q3 Lenses bend light.'],
      ['Q.No.3 Lenses bend light.'],
      ['Qn 3. Lenses bend light.'],
      ['Ques. 3 Lenses bend light.'],
      ['Question 3 Lenses bend light.'],
      ['QUESTION 3: Lenses bend light.'],
      ['Ans 3 Lenses bend light.'],
      ['Ans. 3) Lenses bend light.'],
      ['Answer 3: Lenses bend light.'],
      ['  Q3. Lenses bend light.'],
      ['O3. Lenses bend light.'],
      ['0.3 Lenses bend light.'],
    ])('%s', (line) => {
      expect(texts(booklet(`Q2. Mirrors reflect light.\n${line}`))).toEqual({
        2: 'Mirrors reflect light.',
        3: 'Lenses bend light.',
      });
    });

    it.each([
      ['Ql. Mirrors', 1],
      ['QL. Mirrors', 1],
      ["'Q1. Mirrors", 1],
      ['.Q1 Mirrors', 1],
      ['QI Mirrors', 1],
      ['Q| Mirrors', 1],
      ['Q l. Mirrors', 1],
      ['Question l: Mirrors', 1],
      ['Q1O. Mirrors', 10],
      ['Q lO) Mirrors', 10],
      ['QO5 Mirrors', 5],
    ])('%s is question %i', (line, number) => {
      expect(texts(booklet(line), [1, 5, 10])).toEqual({ [number]: 'Mirrors' });
    });

    it.each([['(01.'], ['(91.'], ['(21.'], ['(Q1:']])(
      '%s is Q1 read through a bracket, the tail taken for a digit',
      (marker) => {
        expect(texts(booklet(`${marker} Plants make food.\nQ2. Mirrors reflect light.`))).toEqual({
          1: 'Plants make food.',
          2: 'Mirrors reflect light.',
        });
      },
    );

    it('takes a misread first marker and a bracketed one out of order', () => {
      expect(texts(booklet('03. Mitochondria release energy.\n(01. Plants make food.'))).toEqual({
        1: 'Plants make food.',
        3: 'Mitochondria release energy.',
      });
    });

    it('keeps a sub-part label after the number', () => {
      expect(texts(booklet('Q2(a) Speed is distance over time.'))).toEqual({
        2: '(a) Speed is distance over time.',
      });
    });
  });

  describe('does not take answer text for a marker', () => {
    it.each([
      ['Ans: 3 cm', 'a result after "Ans:"'],
      ['Ans = 3', 'a result after "Ans ="'],
      ['Ans. 42 m/s', 'an Ans form with a number the paper lacks'],
      ['Ans I think it is 3', 'a look-alike letter followed by a word'],
      ['Q3.5 is the ratio', 'a decimal'],
      ['So Q3 follows from this.', 'a Q not at the start of the line'],
      ['O3 layer absorbs UV light.', 'ozone'],
      ['0.3 moles of oxygen react.', 'a decimal quantity'],
      ['0.3 × 2 = 0.6', 'a calculation'],
      ['(21) is a bracketed number', 'a bracketed number without a full stop'],
      ['3. Then divide both sides.', 'a bare number in a booklet with Q markers'],
    ])('%s (%s)', (line) => {
      expect(texts(booklet(`Q2. Work it out:\n${line}`))).toEqual({
        2: `Work it out:\n${line}`,
      });
    });

    it('takes a misread marker only for the next question not yet answered', () => {
      const pages = booklet(
        'Q1. Plants release oxygen.\nQ2. Respiration uses it.\nQ1 (more) Glucose is made.\nO.2. Stored as starch.\n0.4. Skipped one.',
      );
      expect(texts(pages)).toEqual({
        1: 'Plants release oxygen.\n\n(more) Glucose is made.\nO.2. Stored as starch.\n0.4. Skipped one.',
        2: 'Respiration uses it.',
      });
    });
  });

  describe('a booklet without Q markers', () => {
    it('splits on bare numbers of questions answered in order', () => {
      const result = splitAnswers(
        booklet(
          '1. Speed is distance travelled per unit time.\n2) Velocity is speed in a given',
          'direction.\n(3) Acceleration is the rate of change of velocity.\n7. is not a question',
        ),
        FIVE_QUESTIONS,
      );
      expect(result.answers).toEqual([
        { questionNumber: 1, text: 'Speed is distance travelled per unit time.', pages: [1] },
        { questionNumber: 2, text: 'Velocity is speed in a given\ndirection.', pages: [1, 2] },
        {
          questionNumber: 3,
          text: 'Acceleration is the rate of change of velocity.\n7. is not a question',
          pages: [2],
        },
      ]);
    });

    it('keeps a list inside an answer that restarts at 1', () => {
      const pages = booklet(
        [
          '1. Uses of water:',
          '1. Drinking',
          '2. Irrigation',
          '3. Industry',
          '2. Sources of water:',
          '1. Rain',
          '2. Rivers',
          '3. Groundwater is stored in aquifers.',
          '1. It is recharged by rain.',
          '2. Overuse lowers the water table.',
          '3. Wells then run dry.',
        ].join('\n'),
      );
      expect(texts(pages)).toEqual({
        1: 'Uses of water:\n1. Drinking\n2. Irrigation\n3. Industry',
        2: 'Sources of water:\n1. Rain\n2. Rivers',
        3: [
          'Groundwater is stored in aquifers.',
          '1. It is recharged by rain.',
          '2. Overuse lowers the water table.',
          '3. Wells then run dry.',
        ].join('\n'),
      });
    });

    it('keeps a list that runs past the next question number, when the student writes it after', () => {
      const pages = booklet(
        '1. Chlorophyll is green.\n2. Parts of a flower:\n1. Sepal\n2. Petal\n3. Stamen\n4. Carpel',
        '3. Pollination moves pollen.\n5. Fruits hold seeds.',
      );
      expect(texts(pages)).toEqual({
        1: 'Chlorophyll is green.',
        2: 'Parts of a flower:\n1. Sepal\n2. Petal\n3. Stamen\n4. Carpel',
        3: 'Pollination moves pollen.',
        5: 'Fruits hold seeds.',
      });
    });

    it('leaves text before the first bare number to the teacher', () => {
      const result = splitAnswers(booklet('Roll no 14\n1. An atom has a nucleus.'), FIVE_QUESTIONS);
      expect(result.unassigned).toEqual([{ text: 'Roll no 14', pages: [1] }]);
      expect(result.answers).toEqual([
        { questionNumber: 1, text: 'An atom has a nucleus.', pages: [1] },
      ]);
    });
  });

  it('handles CRLF line ends and Tesseract form feeds', () => {
    expect(texts([{ page: 1, text: 'Q1. Heat flows\r\nfrom hot to cold.\r\n\f' }])).toEqual({
      1: 'Heat flows\nfrom hot to cold.',
    });
  });

  it('returns nothing for no pages or blank pages', () => {
    expect(splitAnswers([], FIVE_QUESTIONS)).toEqual({ answers: [], unassigned: [] });
    expect(splitAnswers(booklet('', '  \n\n '), FIVE_QUESTIONS)).toEqual({
      answers: [],
      unassigned: [],
    });
  });
});
