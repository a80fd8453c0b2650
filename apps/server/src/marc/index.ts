export { marcRoute } from './route';
