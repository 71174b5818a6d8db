import { question, type PaperSeed } from './types.js';

export const lightPaper: PaperSeed = {
  title: 'Light: Reflection and Refraction, Chapter Test',
  studentClass: 'Grade 10',
  description:
    'Laws of reflection, the mirror formula, refractive index and lenses. Show every step of numerical answers and use the New Cartesian sign convention.',
  timeAllowed: 45,
  year: 2024,
  qpCode: 'SCI-10-PHY-L1',
  language: 'en',
  questions: [
    question(
      'State the two **laws of reflection** of light.',
      '1. The angle of incidence is equal to the angle of reflection (∠i = ∠r).\n2. The incident ray, the normal to the mirror at the point of incidence and the reflected ray all lie in the same plane.',
      [
        ['The angle of incidence is equal to the angle of reflection.', 1],
        ['The incident ray, the reflected ray and the normal at the point of incidence lie in the same plane.', 1],
      ],
    ),
    question(
      'An object is placed **15 cm** in front of a concave mirror of focal length **10 cm**. Find the position and the nature of the image.',
      'Mirror formula: 1/v + 1/u = 1/f, with u = −15 cm and f = −10 cm.\n\n1/v = 1/f − 1/u = −1/10 + 1/15 = −1/30, so **v = −30 cm**.\n\nThe image is 30 cm in front of the mirror. Magnification m = −v/u = −2: the image is **real, inverted and magnified** (twice the size).',
      [
        ['Using the mirror formula 1/v + 1/u = 1/f with u = −15 cm and f = −10 cm.', 1],
        ['1/v = −1/10 + 1/15 = −1/30, so v = −30 cm: the image is 30 cm in front of the mirror.', 1],
        ['The image is real, inverted and magnified, since m = −v/u = −2.', 1],
      ],
    ),
    question(
      'Define **refractive index**. The refractive index of glass is 1.5; find the speed of light in glass (c = 3 × 10⁸ m/s).',
      'The refractive index of a medium is the ratio of the speed of light in vacuum to the speed of light in the medium: n = c/v.\n\nv = c/n = (3 × 10⁸)/1.5 = **2 × 10⁸ m/s**.',
      [
        ['Refractive index is the ratio of the speed of light in vacuum to the speed of light in the medium, n = c/v.', 1],
        ['v = c/n = 3 × 10⁸ / 1.5 = 2 × 10⁸ m/s.', 1],
      ],
    ),
    question(
      'A pencil partly immersed in water in a glass tumbler appears **bent** at the water surface. Explain why.',
      'Light from the part of the pencil under water travels from water (optically denser) into air (rarer). At the surface it bends **away from the normal**. The eye traces the refracted rays back in straight lines, so the immersed part appears raised, nearer the surface, and the pencil looks bent at the interface.',
      [
        ['Light from the immersed part travels from water to air, from a denser to a rarer medium.', 1],
        ['The light bends away from the normal at the water surface.', 1],
        ['The eye traces the rays back, so the immersed part looks raised and the pencil appears bent.', 1],
      ],
    ),
    question(
      'A convex lens has a focal length of **20 cm**.\n\n(a) Find its power.\n(b) Where must an object be placed to get a real image of the same size as the object?\n(c) Give one use of a convex lens.',
      '(a) P = 1/f (in metres) = 1/0.20 = **+5 D**.\n\n(b) At **2F₁**, 40 cm from the lens; the image forms at 2F₂, 40 cm on the other side, real, inverted and of the same size.\n\n(c) Magnifying glass, camera lens, microscope, or spectacles for hypermetropia.',
      [
        ['Power P = 1/f in metres = 1/0.20 m = +5 dioptre.', 2],
        ['The object must be at 2F, 40 cm from the lens, and the same-size image forms at 2F on the other side.', 2],
        ['A convex lens is used in a magnifying glass, a camera or spectacles for hypermetropia.', 1],
      ],
    ),
    question(
      'State the **New Cartesian sign convention** for spherical mirrors.',
      '- The object is placed to the left of the mirror, so incident light travels from left to right.\n- All distances parallel to the principal axis are measured from the **pole**.\n- Distances measured in the direction of incident light (right of the pole) are positive; those against it (left) are negative.\n- Heights measured upwards from the principal axis are positive.\n- Heights measured downwards are negative.',
      [
        ['The object is always placed to the left of the mirror.', 1],
        ['All distances are measured from the pole of the mirror.', 1],
        ['Distances in the direction of the incident light are positive and those against it are negative.', 1],
        ['Heights measured upwards from the principal axis are positive.', 1],
        ['Heights measured downwards from the principal axis are negative.', 1],
      ],
    ),
  ],
};

export const electricityPaper: PaperSeed = {
  title: 'Electricity: Chapter Test',
  studentClass: 'Grade 10',
  description: 'Ohm’s law, resistors in series and parallel, heating effect and electric power.',
  timeAllowed: 30,
  year: 2024,
  qpCode: 'SCI-10-PHY-E1',
  language: 'en',
  questions: [
    question(
      'State **Ohm’s law**.',
      'The current through a metallic conductor is directly proportional to the potential difference across its ends, provided its temperature remains the same: **V = IR**.',
      [
        ['The current through a conductor is directly proportional to the potential difference across its ends.', 1],
        ['This holds when the temperature stays the same, so V = IR.', 1],
      ],
    ),
    question(
      'Three resistors of **2 Ω, 3 Ω and 6 Ω** are connected in parallel. Find the equivalent resistance.',
      '1/R = 1/2 + 1/3 + 1/6 = (3 + 2 + 1)/6 = 1, so **R = 1 Ω**.',
      [
        ['1/R = 1/2 + 1/3 + 1/6.', 1],
        ['1/R = (3 + 2 + 1)/6 = 1.', 1],
        ['So the equivalent resistance is 1 Ω.', 1],
      ],
    ),
    question(
      'Why is **tungsten** used almost exclusively for the filaments of electric lamps?',
      'Tungsten has a very high melting point (about 3380 °C) and a high resistivity, so it becomes hot enough to glow without melting. In a bulb filled with inert gas it does not oxidise readily.',
      [
        ['Tungsten has a very high melting point, about 3380 °C.', 1],
        ['It has a high resistivity, so it heats up and glows.', 1],
        ['It does not oxidise easily in a bulb filled with inert gas.', 1],
      ],
    ),
    question(
      'Express **1 kWh** in joules.',
      '1 kWh = 1000 W × 3600 s = **3.6 × 10⁶ J**.',
      [
        ['1 kWh = 1000 W × 3600 s.', 1],
        ['1 kWh = 3.6 × 10⁶ J.', 1],
      ],
    ),
    question(
      'An electric iron of **1100 W** runs on **220 V** for 2 hours a day. Find (a) the current, (b) its resistance and (c) the energy used in 30 days in kWh.',
      '(a) I = P/V = 1100/220 = **5 A**\n\n(b) R = V/I = 220/5 = **44 Ω**\n\n(c) Per day: 1.1 kW × 2 h = 2.2 kWh; in 30 days: 2.2 × 30 = **66 kWh** (66 units).',
      [
        ['Current I = P/V = 1100/220 = 5 A.', 2],
        ['Resistance R = V/I = 220/5 = 44 Ω.', 1],
        ['Energy per day = 1.1 kW × 2 h = 2.2 kWh.', 1],
        ['Energy in 30 days = 2.2 × 30 = 66 kWh.', 1],
      ],
    ),
  ],
};
