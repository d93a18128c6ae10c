/**
 * One text-to-value conversion for a CPU field typed as text: the admin CPU form's controls
 * and the CSV import's cells. A number is decimal digits with an optional sign, fraction and
 * exponent (no hex, no Infinity); a yes/no field reads true/false, yes/no or 1/0 (any case).
 * Each returns undefined for text that is no such value, so the caller words the refusal.
 */
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const BOOLEANS = new Map([
  ["true", true],
  ["false", false],
  ["yes", true],
  ["no", false],
  ["1", true],
  ["0", false],
]);

export function numberFromText(text: string): number | undefined {
  return NUMBER.test(text) ? Number(text) : undefined;
}

export function booleanFromText(text: string): boolean | undefined {
  return BOOLEANS.get(text.toLowerCase());
}
