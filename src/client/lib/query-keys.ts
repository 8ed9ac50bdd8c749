// Query keys of server state that several features read or invalidate (decision 0060). A key only
// one feature uses lives in that feature's api/<name>-keys.ts; lint allows key arrays nowhere else.
export const meKeys = { all: ['me'] as const };

const company = ['company'] as const;
export const companyKeys = {
  /** Everything about the own company (invalidated after a rename). */
  all: company,
  own: [...company, 'own'] as const,
  members: [...company, 'members'] as const,
  colleagueInvitations: [...company, 'colleague-invitations'] as const,
};

export const entitlementsKeys = { all: ['entitlements'] as const };

export const demoKeys = { accounts: ['demo', 'accounts'] as const };

/** The top bar's search (shell); invalidated when a knowledge-base article changes. */
export const searchKeys = { all: ['search'] as const, query: (q: string) => ['search', q] as const };

/**
 * What an invoicing write (a draft, issuing, a pro-forma, a payment, a storno, a reminder) makes
 * stale outside the invoice pages (decision 0491). The roots are the features' own key roots,
 * written out here because a feature may not import another one:
 * - ['invoices']: lists, details, payments, receivables, a matter's invoice tab, the dashboard's money figures;
 * - ['reports']: the financial reports and the analytics, every period;
 * - ['matters', 'totals']: a matter's unbilled, invoiced and paid figures on its case file;
 * - ['time-tracking']: the time entries' billed state (the week, a matter's entries);
 * - ['clients']: the invoiced and open amounts of the client list and card;
 * - ['portal', …]: the customer's purchases and the activity of the portal's dashboard.
 */
export const invoicingStaleKeys = [['invoices'], ['reports'], ['matters', 'totals'], ['time-tracking'], ['clients'], ['portal', 'purchases'], ['portal', 'overview']] as const;
