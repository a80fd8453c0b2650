export { linkedDataRoute, LINKED_DATA_TYPE } from './route';
