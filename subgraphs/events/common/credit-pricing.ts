/**
 * Money as events v2 answers and takes it (docs/api/events.md, "Versions"): platform credits,
 * currency CRD, no tax. The rows keep whole credits; this is only their other shape.
 */
export const CREDITS = 'CRD';

export interface CreditPricing {
  base: number;
  tax: number;
  total: number;
  currency: string;
}

/** An amount of credits as a pricing object. */
export function creditPricing(credits: number): CreditPricing {
  return { base: credits, tax: 0, total: credits, currency: CREDITS };
}
