export const toIso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();
export const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
