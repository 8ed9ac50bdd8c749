// English summary of the ÁSZF for the English locale; the Hungarian text is the binding one.
import type { LegalText } from './types';

export const termsEn: LegalText = {
  title: 'Terms and conditions',
  summaryNotice: 'This is a shorter English summary for information only. The binding text is the Hungarian "Általános Szerződési Feltételek" (switch the language to Magyar).',
  intro: ['These terms govern the use of Virtuális Iroda, a web-based virtual office for law firms, lawyers and other businesses, between the operator and the firms, users and clients using it.'],
  sections: [
    {
      heading: '1. The operator',
      blocks: [
        {
          list: [
            'Company: {name}',
            'Registered seat: {address}',
            'Company registration number: {registrationNumber}',
            'Tax number: {taxNumber}',
            'E-mail: {email}',
            'Phone: {phone}',
            'Hosting provider: {hostingProvider}',
            'Service address: {site}',
          ],
        },
      ],
    },
    {
      heading: '2. Contract and accounts',
      blocks: [
        'The contract is made electronically when you register and confirm your e-mail address; it is not a written contract and is not filed. The version of the terms and privacy notice you accepted, and when, is stored with your account.',
        'Keep your password secret and do not share your account. The firm administrator manages the firm’s members and their roles (firm administrator, lawyer, customer). Firms’ data are kept apart by database access rules.',
      ],
    },
    {
      heading: '3. Plans, payment and credits',
      blocks: [
        'Plans: Alap (free, limited monthly AI agent runs and automations), Haladó and Profi (monthly fee). Current limits and prices are on the Pricing page; prices are net plus 27% VAT.',
        'No card payments: a paid plan change or credit purchase creates a pro-forma (díjbekérő) payable by bank transfer within 8 days; it takes effect when the transfer is received. Fees are paid monthly in advance; an invoice is issued for every payment. Late payment may return the firm to the Alap plan without losing data.',
        'Monthly usage is counted per calendar month (warning at 80%). Beyond the limit an action runs only when paid with one credit. Credits (10–10 000 per purchase) belong to the firm, cannot be exchanged for cash and are refunded on termination only if the operator was in breach.',
      ],
    },
    {
      heading: '4. Customer portal and AI',
      blocks: [
        'Firms may invite their clients, who see what the firm shares with them; the firm is responsible for what it shares and for legal professional privilege.',
        'AI features send requests through our server (API keys never reach the browser); personal identifiers are masked before sending. AI output is a draft, not legal advice, and must be checked before use.',
      ],
    },
    {
      heading: '5. Data processing (GDPR art. 28)',
      blocks: [
        'For data a firm records about its clients and matters, the firm is the controller and the operator is its processor: we process only on the firm’s instructions, keep staff under confidentiality, apply art. 32 security measures, use the sub-processors listed in the privacy notice, assist with data subject requests and incidents, and return or delete the data when the contract ends.',
      ],
    },
    {
      heading: '6. Liability, termination and changes',
      blocks: [
        'Liability is limited to the fees paid in the 12 months before the damage, except for intentional or grossly negligent breach and harm to life or health.',
        'Firms may terminate at any time; the operator with 30 days’ notice, or immediately for serious breach. Data can be exported for 30 days after termination, then it is deleted unless the law requires keeping it.',
        'A new version of the terms is published here with its version and effective date; you will be asked to accept it at your next sign-in and cannot continue without accepting it. Hungarian law applies; complaints to {email} are answered within 30 days.',
      ],
    },
  ],
};
