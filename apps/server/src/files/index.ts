// The files feature's public surface (ARCHITECTURE.md): the file tree, uploads and delivery.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { sql } from 'drizzle-orm';
import type { FeatureParts } from '../core/graphql/graphql';
import { lockExisting, namesOf } from '../core/records/writes';
import { files } from '../db/schema/files';
import { UPLOAD_REFERENCE } from '../core/http/uploads';
import { filesResolvers } from './resolvers';
import typeDefs from './schema.graphql?raw';

export { fileLoaders } from './loaders';
export { findFiles, type FileRecord } from './repository';
export type { FileInUseRecord } from './deletion';
export {
  fileDelivery,
  fileUrls,
  imageService,
  imageSources,
  readableFile,
  type FileReaderDeps,
} from './delivery';
export { isRasterImage } from './sniff';

const notAnUpload = () =>
  new GraphQLError('Upload expects a file sent as a GraphQL multipart request.', {
    extensions: { code: 'BAD_USER_INPUT' },
  });

/** An Upload variable holds `upload:<key>` (core/http/uploads.ts put it there); written inline, nothing. */
const Upload = new GraphQLScalarType({
  name: 'Upload',
  parseValue: (value) => {
    if (typeof value !== 'string' || !value.startsWith(UPLOAD_REFERENCE)) throw notAnUpload();
    return value;
  },
  parseLiteral: (node) => {
    if (node.kind !== Kind.NULL) throw notAnUpload();
    return null;
  },
  serialize: () => {
    throw new GraphQLError('An Upload is never answered.');
  },
});

export const filesFeature: FeatureParts = {
  typeDefs,
  resolvers: { ...filesResolvers, Upload },
  records: {
    owns: { File: (tx, ids) => lockExisting(tx, files, ids) },
    names: { File: (tx, ids) => namesOf(tx, files, sql`${files.filename}`, ids) },
  },
};
// What a record's history (history/) reads and restores with.
export { fileHistory, saveFile } from './service';
