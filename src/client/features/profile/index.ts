export { ProfileForm } from './components/profile-form';
export { PreferencesForm } from './components/preferences-form';
export { useServerPreferences } from './components/use-server-preferences';
