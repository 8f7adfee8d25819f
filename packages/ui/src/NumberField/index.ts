export { NumberField, type NumberFieldProps } from './NumberField';
export { formatNumberText, normalizeNumberText, parseNumberText, sanitizeNumberText } from './numberText';
