// The compare feature's texts that more than one component (and the e2e journey) say alike.
import { COMPARE_LIMIT } from './compare-ids';

/** A fourth car refused. */
export const COMPARE_FULL_MESSAGE = `You can compare up to ${COMPARE_LIMIT} cars. Remove one from the compare tray to add this car.`;

export function addedToCompareMessage(name: string, count: number): string {
  return `${name} added to compare (${count} of ${COMPARE_LIMIT}).`;
}

export function removedFromCompareMessage(name: string, count: number): string {
  return `${name} removed from compare (${count} of ${COMPARE_LIMIT}).`;
}
