// The face of the modules module: what other modules may use (issue 33 point 4).
export { firmModules } from './firm-modules';
