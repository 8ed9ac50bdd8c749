export { ThemisPage } from './components/themis-page';
export { VaultPage } from './components/vault-page';
export { AiAdminPage } from './components/ai-admin-page';
export { PlatformAiPage } from './components/platform-ai-page';
