export { DeadlinesPage } from './components/deadlines-page';
export { MatterDeadlinesPanel } from './components/matter-deadlines-panel';
export { AdminCalendarPage } from './components/admin-calendar-page';
export { DashboardDeadlineLists } from './components/dashboard-deadline-lists';
export { ReminderSettingsCard } from './components/reminder-settings-card';
