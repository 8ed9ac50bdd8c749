// The mobile feature's face (decision 0516): its page.
export { MobilePage } from './components/mobile-page';
