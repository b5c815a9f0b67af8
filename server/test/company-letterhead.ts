import type { TPdfSettingsBody } from '../../contract/subscribers';

/** The company details a printed document is headed with, as the PDF settings screen saves them. */
export const COMPANY_LETTERHEAD: TPdfSettingsBody = {
  companyName: 'Wasit Finance SARL',
  address: 'Avenue Charles de Gaulle, N’Djamena',
  phone: '+235 22 51 00 00',
  email: 'contact@wasit.example',
  website: 'wasit.example',
  logoUrl: '',
};
