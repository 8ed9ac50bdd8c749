// Query keys of the time-tracking page and of the timer button on a matter's page.
const tracking = ['time-tracking'] as const;
export const trackingKeys = {
  all: tracking,
  timer: [...tracking, 'timer'] as const,
  week: (date: string) => [...tracking, 'week', date] as const,
  /** A matter's time entries on its case file (issue 38.3). */
  ofMatter: (matterId: string, firmWide: boolean, offset = 0) => [...tracking, 'matter', matterId, firmWide, offset] as const,
  matterChoices: ['matters', 'tracking-picker'] as const,
};
