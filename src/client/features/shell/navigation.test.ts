import { describe, expect, it } from 'vitest';
import { hrefOf, sidebarFor } from './navigation';

const hrefs = (role: Parameters<typeof sidebarFor>[0]) => sidebarFor(role).main.map(hrefOf);

describe('role sidebars (spec 2.4)', () => {
  it('gives the admin exactly the platform items', () => {
    expect(hrefs('admin')).toEqual([
      '/app/dashboard',
      '/app/admin/module-factory',
      '/app/admin/modules',
      '/app/admin/platform',
      '/app/admin/companies',
      '/app/admin/users',
      '/app/admin/analytics',
      '/app/admin/calendar',
      '/app/profile',
      '/app/settings',
      '/app/help',
    ]);
    expect(sidebarFor('admin').main[1]?.labelBadge).toBe('new');
  });

  it('gives the tenant the firm items', () => {
    expect(hrefs('tenant')).toEqual(['/app/dashboard', '/app/customers', '/app/appointments', '/app/modulstore', '/app/my-modules', '/app/kb', '/app/integrations', '/app/profile', '/app/settings', '/app/help']);
  });

  it('gives the lawyer the firm items their permissions allow', () => {
    expect(hrefs('lawyer')).not.toContain('/app/integrations');
    expect(hrefs('lawyer')).toContain('/app/customers');
  });

  it('gives the customer their items with query parameters and collapsible extras', () => {
    expect(hrefs('customer')).toEqual(['/app/dashboard', '/app/contact-company?action=new', '/app/book-appointment?filter=today', '/app/my-purchases?filter=pending']);
    expect(sidebarFor('customer').extras.map(hrefOf)).toEqual(['/app/submit-complaint', '/app/company-info', '/app/support?view=faq', '/app/profile']);
  });

  it('adds the mobile app to the customer’s extras only when her firm offers it (decision 0518)', () => {
    const offered = { hiddenPaths: [], links: [], offeredPaths: ['/app/mobile'] };
    expect(sidebarFor('customer', offered).extras.map(hrefOf)).toEqual(['/app/submit-complaint', '/app/company-info', '/app/support?view=faq', '/app/mobile', '/app/profile']);
    expect(sidebarFor('customer', { hiddenPaths: [], links: [] }).extras.map(hrefOf)).not.toContain('/app/mobile');
    // The firm's own staff reach the module through its module link, not this item.
    expect(sidebarFor('lawyer', offered).extras).toEqual([]);
  });
});
