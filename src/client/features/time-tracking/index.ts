export { TrackingPage } from './components/tracking-page';
export { StartTimerButton } from './components/start-timer-button';
export { MatterTimePanel } from './components/matter-time-panel';
export { RunningTimerIndicator } from './components/running-timer-indicator';
