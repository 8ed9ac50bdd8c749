export { FirmDashboard } from './components/firm-dashboard';
export { CustomerDashboard } from './components/customer-dashboard';
