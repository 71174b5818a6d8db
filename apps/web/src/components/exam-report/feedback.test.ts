import { describe, expect, it } from 'vitest';
import { isFullMarks, parseFeedback } from './feedback';
import { reportSubtitle } from './report-subtitle';
import { buildDetailedReport } from './test-report';

const structured = {
  guidlines: 'Two key points.',
  readable_response: 'Covers one point.',
  marks_per_question: [
    { question_number: 1, marks_awarded: 1, marks_allocated: 2, feedback: 'Half right.' },
  ],
};

describe('parseFeedback', () => {
  it('reads the structured object', () => {
    expect(parseFeedback(structured)).toEqual({ kind: 'structured', feedback: structured });
  });

  it('reads the JSON text of the structured object', () => {
    expect(parseFeedback(JSON.stringify(structured))).toEqual({
      kind: 'structured',
      feedback: structured,
    });
  });

  it('keeps plain text as markdown text', () => {
    expect(parseFeedback('**Good** answer.')).toEqual({ kind: 'text', text: '**Good** answer.' });
  });

  it('treats null, undefined and blank text as no feedback', () => {
    for (const value of [null, undefined, '', '   ']) {
      expect(parseFeedback(value)).toEqual({ kind: 'empty' });
    }
  });

  it('fails on malformed JSON', () => {
    expect(parseFeedback('{"guidlines": "unterminated').kind).toBe('error');
  });

  it('fails when a structured section has the wrong shape', () => {
    expect(parseFeedback({ guidlines: 'x', marks_per_question: 'not a list' }).kind).toBe('error');
  });

  it('shows an unknown object or a number as JSON text', () => {
    expect(parseFeedback({ score: 3 })).toEqual({ kind: 'json', text: '{\n  "score": 3\n}' });
    expect(parseFeedback(42)).toEqual({ kind: 'json', text: '42' });
  });
});

describe('isFullMarks', () => {
  it('is true only when awarded equals allocated', () => {
    expect(isFullMarks({ awarded: 4, allocated: 4 })).toBe(true);
    expect(isFullMarks({ awarded: 3.5, allocated: 4 })).toBe(false);
    expect(isFullMarks({ awarded: 0, allocated: 0 })).toBe(true);
  });
});

describe('reportSubtitle', () => {
  const report = buildDetailedReport();

  it('says it is loading, then the paper title and code', () => {
    expect(reportSubtitle({ isLoading: true, isError: false, report: undefined })).toBe(
      'Loading report data...',
    );
    expect(reportSubtitle({ isLoading: false, isError: false, report })).toBe(
      'Light: Reflection and Refraction (SCI-10-LRR)',
    );
  });

  it('reports an error', () => {
    expect(reportSubtitle({ isLoading: false, isError: true, report: undefined })).toBe(
      'Error loading report data. Please try again.',
    );
  });

  it("falls back to 'Report details' without a paper title", () => {
    const untitled = buildDetailedReport({
      metadata: { ...report.metadata, paperTitle: '' },
    });
    expect(reportSubtitle({ isLoading: false, isError: false, report: untitled })).toBe(
      'Report details',
    );
    expect(reportSubtitle({ isLoading: false, isError: false, report: undefined })).toBe(
      'Report details',
    );
  });
});
