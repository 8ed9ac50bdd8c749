export { TrackingPage } from './components/tracking-page';
export { StartTimerButton } from './components/start-timer-button';
