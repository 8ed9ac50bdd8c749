export { FirmJoinRequests } from './components/firm-join-requests';
export { JoinFirmPanel } from './components/join-firm-panel';
