export { ProfileForm } from './components/profile-form';
export { PreferencesForm } from './components/preferences-form';
