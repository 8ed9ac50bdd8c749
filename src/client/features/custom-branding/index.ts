// The custom-branding feature's face: its page, and the firm's branding for the frame its
// customers see (the app layout puts it on their sidebar).
export { CustomBrandingRoute } from './components/branding-page';
export { type Branding, useBranding } from './api/custom-branding-api';
