import { question, type PaperSeed } from './types.js';

export const reactionsPaper: PaperSeed = {
  title: 'Chemical Reactions and Equations: Chapter Test',
  studentClass: 'Grade 10',
  description:
    'Balancing equations, types of reactions, oxidation and reduction, and their effects in daily life.',
  timeAllowed: 40,
  year: 2024,
  qpCode: 'SCI-10-CHE-R1',
  language: 'en',
  questions: [
    question(
      'What is a **balanced** chemical equation?',
      'An equation in which the number of atoms of each element is the same on both sides, so that mass is conserved.',
      [['It has equal numbers of atoms of each element on both sides, so mass is conserved.', 1]],
    ),
    question(
      'Balance the equation: **Fe + H₂O → Fe₃O₄ + H₂**',
      'Balance Fe: 3Fe on the left. Balance O: 4H₂O on the left. Balance H: 4H₂ on the right.\n\n**3Fe + 4H₂O → Fe₃O₄ + 4H₂**',
      [
        ['Balance iron by taking 3Fe on the left.', 1],
        ['Balance oxygen by taking 4H₂O on the left.', 1],
        ['The balanced equation is 3Fe + 4H₂O → Fe₃O₄ + 4H₂.', 1],
      ],
    ),
    question(
      'Why are decomposition reactions called the **opposite** of combination reactions?',
      'In a combination reaction two or more reactants combine to form a single product. In a decomposition reaction a single reactant breaks down into two or more simpler products, the reverse process.',
      [
        ['In a combination reaction two or more reactants form a single product.', 1],
        ['In a decomposition reaction a single reactant breaks down into two or more products.', 1],
      ],
    ),
    question(
      'An iron nail is dipped in **copper sulphate** solution for 20 minutes. What do you observe? Name the type of reaction.',
      'A reddish-brown coating of copper forms on the nail and the blue solution turns pale green, because iron displaces copper:\n\nFe + CuSO₄ → FeSO₄ + Cu\n\nThis is a **displacement reaction**.',
      [
        ['A reddish-brown coating of copper forms on the iron nail.', 1],
        ['The blue colour of the solution fades to pale green as iron sulphate forms.', 1],
        ['It is a displacement reaction: Fe + CuSO₄ → FeSO₄ + Cu.', 1],
      ],
    ),
    question(
      'Define **oxidation** and **reduction**, with one example of a redox reaction.',
      'Oxidation is the gain of oxygen or loss of hydrogen; reduction is the loss of oxygen or gain of hydrogen.\n\nExample: CuO + H₂ → Cu + H₂O (CuO is reduced to Cu, H₂ is oxidised to H₂O).',
      [
        ['Oxidation is the gain of oxygen or the loss of hydrogen by a substance.', 1],
        ['Reduction is the loss of oxygen or the gain of hydrogen.', 1],
        ['In CuO + H₂ → Cu + H₂O, copper oxide is reduced and hydrogen is oxidised.', 1],
      ],
    ),
    question(
      'What is **rancidity**? Give two ways to prevent it.',
      'Rancidity is the oxidation of fats and oils in food, which spoils their smell and taste. It is prevented by adding antioxidants, storing food in airtight containers, or flushing packets with nitrogen (as in chips packets).',
      [
        ['Rancidity is the oxidation of fats and oils in food, which changes its smell and taste.', 1],
        ['Adding antioxidants to food containing fats prevents rancidity.', 1],
        ['Storing food in airtight containers or flushing packets with nitrogen prevents it.', 1],
      ],
    ),
  ],
};

export const lifeProcessesPaper: PaperSeed = {
  title: 'Life Processes: Chapter Test',
  studentClass: 'Grade 10',
  description: 'Nutrition, respiration, transportation and excretion in plants and humans.',
  timeAllowed: 40,
  year: 2023,
  qpCode: 'SCI-10-BIO-L1',
  language: 'en',
  questions: [
    question(
      'What are the **raw materials** of photosynthesis, and where does a plant get them?',
      'Carbon dioxide, taken in from the air through the stomata, and water, absorbed from the soil by the roots. Sunlight and chlorophyll are also needed.',
      [
        ['Carbon dioxide is taken from the air through the stomata.', 1],
        ['Water is absorbed from the soil by the roots.', 1],
      ],
    ),
    question(
      'Distinguish between **aerobic** and **anaerobic** respiration.',
      '| Aerobic | Anaerobic |\n|---|---|\n| Needs oxygen | Without oxygen |\n| Glucose broken completely into CO₂ and water | Ethanol and CO₂ (yeast) or lactic acid (muscles) |\n| Releases much energy | Releases much less energy |',
      [
        ['Aerobic respiration uses oxygen while anaerobic respiration happens without oxygen.', 1],
        ['Aerobic respiration breaks glucose completely into carbon dioxide and water.', 1],
        ['Anaerobic respiration gives ethanol and CO₂ in yeast or lactic acid in muscles, with much less energy.', 1],
      ],
    ),
    question(
      'Why is **double circulation** necessary in human beings?',
      'In double circulation blood passes through the heart twice in each cycle, once through the lungs and once through the body. Oxygenated and deoxygenated blood never mix, which gives an efficient supply of oxygen: warm-blooded animals need it to keep a constant body temperature.',
      [
        ['Blood passes through the heart twice in one complete cycle.', 1],
        ['Oxygenated and deoxygenated blood are kept separate.', 1],
        ['This gives an efficient oxygen supply that warm-blooded animals need for their high energy use.', 1],
      ],
    ),
    question(
      'What is the function of a **nephron**?',
      'The nephron is the basic filtering unit of the kidney. It filters nitrogenous wastes such as urea from the blood, reabsorbs useful substances such as glucose and water, and forms urine.',
      [
        ['The nephron is the basic filtering unit of the kidney.', 1],
        ['It filters urea from the blood, reabsorbs useful substances and forms urine.', 1],
      ],
    ),
    question(
      'Describe the **digestion of food in the small intestine**.',
      '- **Bile** from the liver emulsifies fats.\n- **Pancreatic juice**: trypsin digests proteins, lipase digests emulsified fats.\n- **Intestinal juice** completes digestion: proteins to amino acids, carbohydrates to glucose, fats to fatty acids and glycerol.\n- **Villi** increase the surface area for absorption, and the digested food passes into the blood.',
      [
        ['Bile from the liver emulsifies fats into small globules.', 1],
        ['Pancreatic juice contains trypsin, which digests proteins, and lipase, which digests fats.', 1],
        ['Intestinal juice turns proteins into amino acids, carbohydrates into glucose and fats into fatty acids and glycerol.', 1],
        ['Villi increase the surface area for absorption.', 1],
        ['Digested food is absorbed into the blood through the walls of the villi.', 1],
      ],
    ),
  ],
};
