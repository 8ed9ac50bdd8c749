export { FirmDashboard } from './components/firm-dashboard';
