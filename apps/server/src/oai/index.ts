export { oaiRoute } from './route';
