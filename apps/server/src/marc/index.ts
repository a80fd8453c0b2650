export { marcRoute } from './route';
export { importRecords, type ImportReport, type RecordResult } from './import';
export { readMarcXml, MarcXmlError } from './marcxml-read';
export { signImported } from './sign';
export { createMarcImports } from './jobs';
