import type { TSaleBody } from '../../contract/product-sales';

/** The tests' usual sale: 2.5 units of gold in USD, with every cost the form takes. */
export const SAMPLE_SALE: TSaleBody = {
  currency: 'USD',
  productName: 'Gold bar',
  description: 'Fine gold, 999',
  quantity: '2.5',
  purchasePrice: '1000.10',
  additionalCost: '20',
  customsFees: '30.50',
  salePrice: '1200',
  saleDate: '2026-02-14',
};
