import { type ClassValue, clsx } from 'clsx';
import { mergeClasses } from './class-merge.ts';

/** Joins class names, letting a later Tailwind class override an earlier one (class-merge.ts). */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}
