import { describe, expect, it } from 'vitest';
import { keySimilarity } from '../src/scoring/key-similarity.js';
import { stemBengali } from '../src/text/bengali-stemmer.js';
import { devanagariKey, hinglishKey } from '../src/text/devanagari-stemmer.js';
import { looksHinglish } from '../src/text/hinglish.js';
import { phoneticKey, romanizeDevanagari } from '../src/text/romanize.js';
import { stemTamil } from '../src/text/tamil-stemmer.js';
import { normalizeText, tokenize } from '../src/text/tokenize.js';

const words = (text: string) => tokenize(text).map((token) => token.text);

describe('Indian-script normalisation', () => {
  it('drops the nukta, joiners and chandrabindu/anusvara differences', () => {
    expect(normalizeText('ज़्यादा')).toBe(normalizeText('ज्यादा'));
    expect(normalizeText('हाँ')).toBe(normalizeText('हां'));
    expect(normalizeText('পাতায়')).toBe(normalizeText('পাতায'));
    // A zero-width joiner inside a conjunct no longer splits the word in two.
    expect(words('क्\u200dष')).toHaveLength(1);
  });
});

describe('Devanagari romanisation', () => {
  it('drops the inherent vowel where Hindi does not say it, and keeps it after a conjunct', () => {
    expect(romanizeDevanagari('करते')).toBe('karte');
    expect(romanizeDevanagari('कमल')).toBe('kamal');
    expect(romanizeDevanagari('समझना')).toBe('samajhnaa');
    expect(romanizeDevanagari('प्रकाश संश्लेषण')).toBe('prakaash sanshleshan');
    expect(romanizeDevanagari('सूर्य')).toBe('suurya');
  });

  it('gives students’ spellings of one word one sound key', () => {
    for (const [a, b] of [
      ['prakaash', 'prakash'],
      ['paani', 'pani'],
      ['sambandh', 'sanbandh'],
      ['phal', 'fal'],
      ['chlorophyll', 'klorofil'],
    ]) {
      expect(phoneticKey(a!)).toBe(phoneticKey(b!));
    }
    expect(phoneticKey('pani')).not.toBe(phoneticKey('pati'));
  });
});

describe('light stemmers', () => {
  it('meets Hindi inflections, and Hinglish spellings of them, at one stem', () => {
    const stem = devanagariKey('पौधे');
    for (const form of ['पौधा', 'पौधों']) expect(devanagariKey(form)).toBe(stem);
    for (const typed of ['paudhe', 'podhe', 'paudhon']) expect(hinglishKey(typed)).toBe(stem);
    expect(devanagariKey('बनाते')).toBe(devanagariKey('बनाना'));
    expect(devanagariKey('संबंध')).toBe(devanagariKey('सम्बन्ध'));
  });

  it('does not strip a root that looks like an ending', () => {
    expect(devanagariKey('पानी')).not.toBe(devanagariKey('पत्ती'));
    expect(devanagariKey('सरकार')).not.toBe(devanagariKey('सर'));
  });

  it('strips Marathi postpositions', () => {
    expect(devanagariKey('घरात')).toBe(devanagariKey('घर'));
    expect(devanagariKey('पाण्याचा')).toBe(devanagariKey('पाण्याच्या'));
  });

  it('strips Tamil plural, case and joining suffixes', () => {
    const plant = stemTamil('தாவரம்');
    for (const form of ['தாவரங்கள்', 'தாவரத்தின்', 'தாவரங்களுக்கும்']) {
      expect(stemTamil(form)).toBe(plant);
    }
    expect(stemTamil('உணவைத்')).toBe(stemTamil('உணவு'));
    expect(stemTamil('ஒளியின்')).toBe(stemTamil('ஒளி'));
    expect(stemTamil('தயாரிக்கின்றன')).toBe(stemTamil('தயாரிக்கும்'));
  });

  it('strips Bengali inflections', () => {
    const plant = stemBengali('উদ্ভিদ');
    for (const form of ['উদ্ভিদের', 'উদ্ভিদগুলো', 'উদ্ভিদেরা']) expect(stemBengali(form)).toBe(plant);
    expect(stemBengali(normalizeText('পাতায়'))).toBe(stemBengali('পাতা'));
    expect(stemBengali('খাদ্যের')).toBe(stemBengali('খাদ্য'));
  });
});

describe('Hinglish and soft matching', () => {
  it('recognises Hindi typed in Latin letters, not English', () => {
    expect(looksHinglish(words('paudhe surya ke prakash se bhojan banate hain'))).toBe(true);
    expect(looksHinglish(words('He said the plants make food from light to grow.'))).toBe(false);
  });

  it('matches keys one edit or one vowel apart, not short unrelated ones', () => {
    expect(keySimilarity('prakas', 'parkas')).toBeGreaterThan(0);
    expect(keySimilarity(stemTamil('சூரியன்'), stemTamil('சூரிய'))).toBeGreaterThan(0);
    expect(keySimilarity('pod', 'pot')).toBe(0);
    expect(keySimilarity('prakas', 'prakar')).toBe(0);
  });
});
