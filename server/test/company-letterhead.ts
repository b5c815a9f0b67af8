import type { TPdfSettingsBody } from '../../contract/letterhead';

/** The company details a printed document is headed with, as the letterhead form saves them. */
export const COMPANY_LETTERHEAD: TPdfSettingsBody = {
  companyName: 'Wasit Finance SARL',
  address: 'Avenue Charles de Gaulle, N’Djamena',
  phone: '+235 22 51 00 00',
  email: 'contact@wasit.example',
  website: 'wasit.example',
  tradeRegister: 'TD-NDJ-2024-B-1234',
  taxId: 'NIF-9876543-A',
};
