import { Box } from '@mantine/core';
import { useTranslation } from '@/i18n/i18n';

const sheet = { fill: 'var(--mantine-color-body)', stroke: 'var(--mantine-color-default-border)' };
const ink = { stroke: 'var(--mantine-color-indigo-filled)', fill: 'none' };
const faint = { fill: 'var(--mantine-color-gray-light)' };
const good = { fill: 'var(--mantine-color-teal-filled)' };
const accent = { fill: 'var(--mantine-color-indigo-filled)' };

/** The handwritten answer: one stroke on each ruled line. */
const HANDWRITING = [
  'M46 76 q10 -14 20 0 t20 0 t20 0 q8 -10 18 -2 t22 2 t20 -4',
  'M46 116 q12 -12 22 -2 t24 2 t16 -6 t22 4 t30 -2 t22 2',
  'M46 156 q8 -14 18 -2 t20 0 t26 -2 t18 2',
  'M46 196 q10 -12 22 0 t22 -2 t20 2 t24 -4 t22 4 t28 -2',
  'M46 236 q12 -12 22 -2 t24 2 t30 -4',
];

/**
 * A photographed answer sheet beside its marks: drawn inline so it follows the colour scheme and
 * needs no image request (the CSP allows only 'self', data: and blob:).
 */
export function HeroIllustration() {
  const { t } = useTranslation();
  return (
    <Box
      component="svg"
      viewBox="0 0 420 340"
      w="100%"
      maw={460}
      role="img"
      aria-label={t(
        'A handwritten answer sheet with marks of 8 out of 10 and feedback for each point',
      )}
    >
      <rect x="20" y="20" width="250" height="300" rx="14" strokeWidth="2" style={sheet} />
      {[70, 110, 150, 190, 230, 270].map((y) => (
        <line
          key={y}
          x1="44"
          x2="246"
          y1={y + 12}
          y2={y + 12}
          strokeWidth="1"
          style={{ stroke: 'var(--mantine-color-default-border)' }}
        />
      ))}
      {HANDWRITING.map((d) => (
        <path key={d} d={d} strokeWidth="3" strokeLinecap="round" style={ink} />
      ))}
      {[64, 184].map((y) => (
        <path
          key={y}
          d={`M228 ${y} l8 10 l16 -20`}
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
          style={{ stroke: 'var(--mantine-color-teal-filled)' }}
        />
      ))}

      <rect
        x="214"
        y="96"
        width="190"
        height="150"
        rx="14"
        strokeWidth="2"
        style={{ ...sheet, filter: 'drop-shadow(0 8px 18px rgba(0,0,0,0.15))' }}
      />
      <circle cx="252" cy="136" r="22" style={good} />
      <text
        x="252"
        y="142"
        textAnchor="middle"
        fontSize="16"
        fontWeight="700"
        style={{ fill: 'var(--mantine-color-white)' }}
      >
        8/10
      </text>
      <rect x="284" y="124" width="100" height="10" rx="5" style={accent} />
      <rect x="284" y="142" width="72" height="8" rx="4" style={faint} />
      <rect x="232" y="176" width="152" height="8" rx="4" style={faint} />
      <rect x="232" y="192" width="132" height="8" rx="4" style={faint} />
      <rect x="232" y="208" width="144" height="8" rx="4" style={faint} />
      <rect x="232" y="224" width="90" height="8" rx="4" style={faint} />

      <rect x="300" y="262" width="104" height="58" rx="12" strokeWidth="2" style={sheet} />
      {[18, 30, 24, 40, 34].map((height, index) => (
        <rect
          key={index}
          x={314 + index * 16}
          y={308 - height}
          width="10"
          height={height}
          rx="3"
          style={index === 3 ? good : accent}
        />
      ))}
    </Box>
  );
}
