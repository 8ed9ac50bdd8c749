// The face of the matters module: what other modules may use (issue 33 point 4).
export { openMatter } from './matters.service';
