/**
 * One line of the bench's table: a measured value, the reference it is read against (measured in
 * the same run, on the same machine), their ratio, and the target it is checked against.
 */
export type Figure = {
  section: string;
  name: string;
  value: number;
  unit: string;
  reference?: { name: string; value: number; unit?: string };
  /** value / reference.value, unless the figure says otherwise. */
  ratio?: number;
  target?: { text: string; holds: boolean };
  note?: string;
};

export function figure(
  section: string,
  name: string,
  value: number,
  unit: string,
  extra: Omit<Figure, 'section' | 'name' | 'value' | 'unit'> = {},
): Figure {
  const ratio =
    extra.ratio ??
    (extra.reference && extra.reference.value !== 0 ? value / extra.reference.value : undefined);
  return { section, name, value, unit, ...extra, ratio };
}

/** A target "value/reference at most `limit`" on the figure's ratio. */
export function ratioAtMost(
  limit: number,
  ratio: number | undefined,
  label = '',
): Figure['target'] {
  return {
    text: `ratio ≤ ${limit}${label ? ` ${label}` : ''}`,
    holds: ratio !== undefined && Number.isFinite(ratio) && ratio <= limit,
  };
}

export function formatValue(value: number, unit: string): string {
  if (!Number.isFinite(value)) return '–';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const text = value.toLocaleString('en-US', {
    maximumFractionDigits: digits,
    minimumFractionDigits: unit === 'ms' && digits > 0 ? digits : 0,
  });
  return unit ? `${text} ${unit}` : text;
}

export function formatRatio(ratio: number | undefined): string {
  return ratio === undefined || !Number.isFinite(ratio) ? '' : `${ratio.toFixed(2)}x`;
}
