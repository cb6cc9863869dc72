/**
 * RG numbers differ from state to state (7 to 10 digits in São Paulo's 12.345.678-9 and others'
 * 1.234.567 or 12345678-X), so only the shape is checked: digits in groups separated by single dots,
 * dashes or spaces, optionally ending in the check letter X.
 */
const RG_PATTERN = /^\d+(?:[.\- ]\d+)*(?:[.\- ]?[xX])?$/;

export const RG_MIN_DIGITS = 5;
export const RG_MAX_DIGITS = 14;

export function isValidRg(rg: string): boolean {
  if (!RG_PATTERN.test(rg)) return false;
  const length = rg.replace(/[^\dxX]/g, '').length;
  return length >= RG_MIN_DIGITS && length <= RG_MAX_DIGITS;
}
