export { VIEWS } from './view-table.gen'
