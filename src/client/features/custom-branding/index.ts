// The custom-branding feature's face: its page.
export { CustomBrandingRoute } from './components/branding-page';
