import { question, type PaperSeed } from './types.js';

export const quadraticsPaper: PaperSeed = {
  title: 'Quadratic Equations: Unit Test',
  studentClass: 'Grade 10',
  description:
    'Factorisation, the quadratic formula, the discriminant and word problems. Method marks are awarded for each correct step.',
  timeAllowed: 45,
  year: 2025,
  qpCode: 'ICSE-MAT-10-Q1',
  language: 'en',
  questions: [
    question(
      'Solve by factorisation: **x² − 5x + 6 = 0**',
      'x² − 5x + 6 = (x − 2)(x − 3) = 0, so **x = 2 or x = 3**.',
      [
        ['x² − 5x + 6 = (x − 2)(x − 3).', 1],
        ['So x = 2 or x = 3.', 1],
      ],
    ),
    question(
      'Find the discriminant of **2x² − 4x + 3 = 0** and state the nature of its roots.',
      'D = b² − 4ac = (−4)² − 4(2)(3) = 16 − 24 = −8. Since D < 0, the equation has **no real roots**.',
      [
        ['The discriminant is D = b² − 4ac.', 1],
        ['D = 16 − 24 = −8.', 1],
        ['Since D < 0, the equation has no real roots.', 1],
      ],
    ),
    question(
      'Solve **2x² + x − 4 = 0** using the quadratic formula.',
      'a = 2, b = 1, c = −4. b² − 4ac = 1 + 32 = 33.\n\nx = (−1 ± √33)/4',
      [
        ['x = (−b ± √(b² − 4ac)) / 2a with a = 2, b = 1, c = −4.', 1],
        ['b² − 4ac = 1 + 32 = 33.', 1],
        ['x = (−1 ± √33)/4.', 1],
      ],
    ),
    question(
      'Find the value of **k** for which **kx(x − 2) + 6 = 0** has two equal roots.',
      'kx² − 2kx + 6 = 0. For equal roots D = 0: (−2k)² − 4(k)(6) = 4k² − 24k = 4k(k − 6) = 0, so k = 0 or k = 6. k = 0 does not give a quadratic, so **k = 6**.',
      [
        ['The equation is kx² − 2kx + 6 = 0, so a = k, b = −2k and c = 6.', 1],
        ['For equal roots D = 0, so 4k² − 24k = 0.', 1],
        ['4k(k − 6) = 0 gives k = 0 or k = 6.', 1],
        ['k = 0 is rejected because the equation would not be quadratic, so k = 6.', 1],
      ],
    ),
    question(
      'The product of two consecutive positive integers is **306**. Find the integers.',
      'Let them be x and x + 1: x(x + 1) = 306, so x² + x − 306 = 0, (x + 18)(x − 17) = 0. x is positive, so x = 17: the integers are **17 and 18**.',
      [
        ['Let the integers be x and x + 1, so x(x + 1) = 306.', 1],
        ['x² + x − 306 = 0.', 1],
        ['(x + 18)(x − 17) = 0.', 1],
        ['x = 17 since x is positive, so the integers are 17 and 18.', 1],
      ],
    ),
    question(
      'A train travels **360 km** at a uniform speed. Had the speed been 5 km/h more, it would have taken 1 hour less. Find its speed.',
      'Let the speed be x km/h: 360/x − 360/(x + 5) = 1, so x² + 5x − 1800 = 0, (x + 45)(x − 40) = 0. Speed cannot be negative: **40 km/h**.',
      [
        ['Let the speed be x km/h, then 360/x − 360/(x + 5) = 1.', 1],
        ['This simplifies to x² + 5x − 1800 = 0.', 1],
        ['(x + 45)(x − 40) = 0.', 1],
        ['The speed is 40 km/h, because speed cannot be negative.', 1],
      ],
    ),
  ],
};

export const progressionsPaper: PaperSeed = {
  title: 'Arithmetic Progressions: Unit Test',
  studentClass: 'Grade 10',
  description: 'nth term, sum of n terms and applications of arithmetic progressions.',
  timeAllowed: 35,
  year: 2025,
  qpCode: 'ICSE-MAT-10-A1',
  language: 'en',
  questions: [
    question(
      'Find the **10th term** of the AP 2, 7, 12, …',
      'a = 2, d = 5, a₁₀ = a + 9d = 2 + 45 = **47**.',
      [
        ['a = 2 and d = 5.', 1],
        ['a₁₀ = a + 9d = 2 + 45 = 47.', 1],
      ],
    ),
    question(
      'How many **two-digit numbers** are divisible by 3?',
      'The AP is 12, 15, …, 99. 99 = 12 + (n − 1)3, so n − 1 = 29 and **n = 30**.',
      [
        ['The numbers form the AP 12, 15, …, 99.', 1],
        ['99 = 12 + (n − 1) × 3.', 1],
        ['n = 30.', 1],
      ],
    ),
    question(
      'Find the sum of the first **20 terms** of 1, 4, 7, …',
      'a = 1, d = 3, n = 20. S = n/2 [2a + (n − 1)d] = 10 × (2 + 57) = **590**.',
      [
        ['a = 1, d = 3 and n = 20.', 1],
        ['S = n/2 [2a + (n − 1)d] = 10 × (2 + 57).', 1],
        ['The sum is 590.', 1],
      ],
    ),
    question(
      'Which term of the AP 3, 8, 13, … is **78**?',
      '3 + (n − 1)5 = 78, so n − 1 = 15 and n = 16: the **16th term**.',
      [
        ['3 + (n − 1) × 5 = 78.', 1],
        ['n = 16, so 78 is the 16th term.', 1],
      ],
    ),
    question(
      'The sum of the first n terms of an AP is **Sₙ = 4n − n²**. Find the first term and the 10th term.',
      'S₁ = 3, so a = 3. S₂ = 4, so a₂ = 1 and d = −2. a₁₀ = S₁₀ − S₉ = (40 − 100) − (36 − 81) = −60 + 45 = **−15**.',
      [
        ['S₁ = 4 − 1 = 3, so the first term is 3.', 1],
        ['S₂ = 4, so the second term is 1 and d = −2.', 1],
        ['a₁₀ = S₁₀ − S₉ = (40 − 100) − (36 − 81).', 1],
        ['a₁₀ = −60 + 45 = −15.', 1],
      ],
    ),
  ],
};

export const trigonometryPaper: PaperSeed = {
  title: 'Trigonometry: Unit Test',
  studentClass: 'Grade 11',
  description: 'Ratios, standard angles, identities and heights and distances.',
  timeAllowed: 40,
  year: 2025,
  qpCode: 'ICSE-MAT-11-T1',
  language: 'en',
  questions: [
    question(
      'Evaluate **sin 30° cos 60° + cos 30° sin 60°**.',
      '(1/2)(1/2) + (√3/2)(√3/2) = 1/4 + 3/4 = **1**.',
      [
        ['sin 30° = cos 60° = 1/2 and cos 30° = sin 60° = √3/2.', 1],
        ['The value is 1/4 + 3/4 = 1.', 1],
      ],
    ),
    question(
      'If **tan A = 4/3**, find sin A and cos A.',
      'Opposite = 4k, adjacent = 3k, hypotenuse = 5k. **sin A = 4/5, cos A = 3/5**.',
      [
        ['Take the opposite side as 4k and the adjacent side as 3k.', 1],
        ['By Pythagoras the hypotenuse is 5k.', 1],
        ['sin A = 4/5 and cos A = 3/5.', 1],
      ],
    ),
    question(
      'Prove that **(1 + tan²A) cos²A = 1**.',
      '1 + tan²A = sec²A, so (1 + tan²A) cos²A = sec²A · cos²A = (1/cos²A) · cos²A = 1.',
      [
        ['Use the identity 1 + tan²A = sec²A.', 1],
        ['sec²A × cos²A = (1/cos²A) × cos²A.', 1],
        ['This equals 1, hence proved.', 1],
      ],
    ),
    question(
      'From a point **30 m** from the foot of a tower, the angle of elevation of its top is **60°**. Find the height of the tower.',
      'tan 60° = h/30, so √3 = h/30 and h = 30√3 ≈ **51.96 m**.',
      [
        ['tan 60° = height / 30.', 1],
        ['√3 = h/30.', 1],
        ['h = 30√3 m.', 1],
        ['The height is about 51.96 m.', 1],
      ],
    ),
    question(
      'Prove that **sin A / (1 + cos A) + (1 + cos A) / sin A = 2 cosec A**.',
      'LHS = [sin²A + (1 + cos A)²] / [sin A (1 + cos A)] = (sin²A + cos²A + 1 + 2cos A) / [sin A (1 + cos A)] = 2(1 + cos A) / [sin A (1 + cos A)] = 2/sin A = 2 cosec A.',
      [
        ['Taking the LCM gives [sin²A + (1 + cos A)²] / [sin A (1 + cos A)].', 1],
        ['The numerator is sin²A + 1 + 2cos A + cos²A = 2 + 2cos A.', 1],
        ['2 + 2cos A = 2(1 + cos A).', 1],
        ['Cancelling (1 + cos A) leaves 2/sin A = 2 cosec A.', 1],
      ],
    ),
  ],
};
