/**
 * The terms of the tests' usual operation: 1,000,000 XAF from Chad to the UAE at 605.5 XAF for a
 * dollar and a 3 % service rate (1651.53 USD, a revenue of 30,000 XAF). Tests that build its body
 * or its row start from these.
 */
export const SAMPLE_OPERATION_TERMS = {
  sourceCountry: 'chad',
  destinationCountry: 'uae',
  amount: '1000000',
  currency: 'XAF',
  exchangeRate: '605.5',
  serviceRate: '3',
} as const;
