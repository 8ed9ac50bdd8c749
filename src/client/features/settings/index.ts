export { CompanySettings } from './components/company-settings';
