// English summary of the adatkezelési tájékoztató for the English locale; the Hungarian text is binding.
import type { LegalText } from './types';

export const privacyEn: LegalText = {
  title: 'Privacy notice',
  summaryNotice: 'This is a shorter English summary for information only. The binding text is the Hungarian "Adatkezelési tájékoztató" (switch the language to Magyar).',
  intro: ['How Virtuális Iroda handles personal data under the GDPR and the Hungarian Privacy Act (Infotv.).'],
  sections: [
    {
      heading: '1. Who we are and our roles',
      blocks: [
        { list: ['Operator: {name}', 'Registered seat: {address}', 'Privacy contact: {privacyEmail}'] },
        'We are the controller of account, sign-in, security, billing and contact data. For data a law firm records about its clients and matters, the firm is the controller and we act as its processor (GDPR art. 28); clients exercise their rights with the firm.',
      ],
    },
    {
      heading: '2. What we process and why',
      blocks: [
        {
          list: [
            'Account and registration data (name, e-mail, password hash, user type, firm or company details, phone, specialties): to provide the service (contract), kept until the account is deleted.',
            'Accepted versions of the terms and privacy notice with the time of acceptance: legitimate interest, kept with the account.',
            'Sessions, IP address, user agent, failed sign-ins, two-factor data and the security log: legitimate interest and art. 32 security; sessions expire after 24 hours of inactivity, the security log is kept for 1 year.',
            'Billing (plans, pro-formas, payments, credits): contract and legal obligation; accounting records are kept for 8 years.',
            'Service e-mails (contract); marketing and newsletters only with consent, which can be withdrawn at {privacyEmail}.',
          ],
        },
      ],
    },
    {
      heading: '3. AI features',
      blocks: [
        'When you use an AI feature, our server sends the request to the selected provider (e.g. OpenAI, Anthropic, Microsoft Azure OpenAI, Google or a local model). E-mail addresses, Hungarian phone numbers, tax and social security numbers, bank accounts, IBANs, other long numbers and the names in the firm’s contacts are masked first and restored in the answer. Addresses, dates of birth, ID card numbers and other names are not masked. Special-category data go only to EU or local models. Prompt texts are not kept in our logs.',
      ],
    },
    {
      heading: '4. Recipients, cookies and security',
      blocks: [
        'Recipients: the hosting provider ({hostingProvider}), the mail relay, AI providers (masked requests only), the Hungarian tax authority for invoices a firm issues, and authorities when the law requires.',
        'Cookies: only the strictly necessary httpOnly session cookie (and a short-lived one during two-factor sign-in). Language, theme, the chosen role and the registration draft (without passwords) are kept in your browser’s local storage. No analytics or advertising cookies.',
        'Security: HTTPS, hashed passwords, two-factor sign-in, lock-out after failed sign-ins, role-based access, per-firm database isolation, audit log and backups. Breaches are reported to the authority within 72 hours.',
      ],
    },
    {
      heading: '5. Your rights and complaints',
      blocks: [
        'You may request access, rectification, erasure, restriction, portability and object to processing based on legitimate interest, by writing to {privacyEmail}; we answer within one month, free of charge.',
        'You may complain to the Hungarian authority NAIH (1055 Budapest, Falk Miksa utca 9–11.; ugyfelszolgalat@naih.hu; +36 1 391 1400; https://naih.hu) or go to court.',
      ],
    },
  ],
};
