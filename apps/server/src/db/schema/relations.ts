import { relations } from 'drizzle-orm';
import { attributions } from './attributions';
import { catalogs, entries, pages } from './catalogs';
import { collections } from './collections';
import {
  digitalCopies,
  digitalCopyFiles,
  iiifAnnotations,
  iiifCanvases,
  iiifObjects,
} from './digital-copies';
import { files } from './files';
import { genres } from './genres';
import { incipits, partVoices, parts } from './parts';
import { people, personNames, personSources, syllabi, vowBookEntries } from './people';
import { places } from './places';
import { publications } from './publications';
import { publicationScores, scoreGenres, scoreSources, scoreVoices, scores } from './scores';
import { emailTokens, loginTokens, permissions, userPermissions, users } from './users';

/*
 * How the tables point at each other, for Drizzle's relational queries (`db.query.…`). In one
 * module apart from the tables: a table's file imports only the tables its foreign keys name,
 * so no two table files import each other.
 */

export const attributionsRelations = relations(attributions, ({ one }) => ({
  score: one(scores, { fields: [attributions.scoreId], references: [scores.id] }),
  person: one(people, { fields: [attributions.personId], references: [people.id] }),
  publication: one(publications, {
    fields: [attributions.publicationId],
    references: [publications.id],
  }),
  place: one(places, { fields: [attributions.placeId], references: [places.id] }),
}));

export const catalogsRelations = relations(catalogs, ({ one, many }) => ({
  collection: one(collections, { fields: [catalogs.collectionId], references: [collections.id] }),
  pages: many(pages),
}));

export const pagesRelations = relations(pages, ({ one, many }) => ({
  catalog: one(catalogs, { fields: [pages.catalogId], references: [catalogs.id] }),
  digitalCopyFile: one(digitalCopyFiles, {
    fields: [pages.digitalCopyFileId],
    references: [digitalCopyFiles.id],
  }),
  entries: many(entries),
}));

export const entriesRelations = relations(entries, ({ one }) => ({
  page: one(pages, { fields: [entries.pageId], references: [pages.id] }),
  score: one(scores, { fields: [entries.scoreId], references: [scores.id] }),
}));

export const collectionsRelations = relations(collections, ({ many }) => ({
  catalogs: many(catalogs),
  scores: many(scores),
}));

export const digitalCopiesRelations = relations(digitalCopies, ({ many }) => ({
  files: many(digitalCopyFiles),
  iiifObjects: many(iiifObjects),
}));

export const digitalCopyFilesRelations = relations(digitalCopyFiles, ({ one, many }) => ({
  digitalCopy: one(digitalCopies, {
    fields: [digitalCopyFiles.digitalCopyId],
    references: [digitalCopies.id],
  }),
  file: one(files, { fields: [digitalCopyFiles.fileId], references: [files.id] }),
  iiifCanvases: many(iiifCanvases),
}));

export const iiifObjectsRelations = relations(iiifObjects, ({ one, many }) => ({
  digitalCopy: one(digitalCopies, {
    fields: [iiifObjects.digitalCopyId],
    references: [digitalCopies.id],
  }),
  canvases: many(iiifCanvases),
}));

export const iiifCanvasesRelations = relations(iiifCanvases, ({ one, many }) => ({
  object: one(iiifObjects, { fields: [iiifCanvases.iiifObjectId], references: [iiifObjects.id] }),
  digitalCopyFile: one(digitalCopyFiles, {
    fields: [iiifCanvases.digitalCopyFileId],
    references: [digitalCopyFiles.id],
  }),
  annotations: many(iiifAnnotations),
}));

export const iiifAnnotationsRelations = relations(iiifAnnotations, ({ one }) => ({
  canvas: one(iiifCanvases, {
    fields: [iiifAnnotations.iiifCanvasId],
    references: [iiifCanvases.id],
  }),
}));

export const filesRelations = relations(files, ({ one, many }) => ({
  folder: one(files, {
    fields: [files.folderId],
    references: [files.id],
    relationName: 'folder',
  }),
  children: many(files, { relationName: 'folder' }),
  createdBy: one(users, { fields: [files.createdBy], references: [users.id] }),
  digitalCopyFiles: many(digitalCopyFiles),
}));

export const genresRelations = relations(genres, ({ many }) => ({
  scores: many(scoreGenres),
}));

export const partsRelations = relations(parts, ({ one, many }) => ({
  score: one(scores, { fields: [parts.scoreId], references: [scores.id] }),
  voices: many(partVoices),
}));

export const partVoicesRelations = relations(partVoices, ({ one }) => ({
  part: one(parts, { fields: [partVoices.partId], references: [parts.id] }),
}));

export const incipitsRelations = relations(incipits, ({ one }) => ({
  score: one(scores, { fields: [incipits.scoreId], references: [scores.id] }),
}));

export const peopleRelations = relations(people, ({ many, one }) => ({
  names: many(personNames),
  syllabi: many(syllabi),
  vowBookEntry: one(vowBookEntries),
  sources: many(personSources),
  attributions: many(attributions),
}));

export const personNamesRelations = relations(personNames, ({ one }) => ({
  person: one(people, { fields: [personNames.personId], references: [people.id] }),
}));

export const syllabiRelations = relations(syllabi, ({ one }) => ({
  person: one(people, { fields: [syllabi.personId], references: [people.id] }),
}));

export const vowBookEntriesRelations = relations(vowBookEntries, ({ one }) => ({
  person: one(people, { fields: [vowBookEntries.personId], references: [people.id] }),
}));

export const personSourcesRelations = relations(personSources, ({ one }) => ({
  person: one(people, { fields: [personSources.personId], references: [people.id] }),
}));

export const placesRelations = relations(places, ({ many }) => ({
  attributions: many(attributions),
}));

export const publicationsRelations = relations(publications, ({ many }) => ({
  scores: many(publicationScores),
  attributions: many(attributions),
}));

export const scoresRelations = relations(scores, ({ many, one }) => ({
  collection: one(collections, { fields: [scores.collectionId], references: [collections.id] }),
  attributions: many(attributions),
  parts: many(parts),
  incipits: many(incipits),
  entries: many(entries),
  sources: many(scoreSources),
  publications: many(publicationScores),
  genres: many(scoreGenres),
  voices: many(scoreVoices),
}));

export const scoreVoicesRelations = relations(scoreVoices, ({ one }) => ({
  score: one(scores, { fields: [scoreVoices.scoreId], references: [scores.id] }),
}));

export const scoreGenresRelations = relations(scoreGenres, ({ one }) => ({
  score: one(scores, { fields: [scoreGenres.scoreId], references: [scores.id] }),
  genre: one(genres, { fields: [scoreGenres.genreId], references: [genres.id] }),
}));

export const scoreSourcesRelations = relations(scoreSources, ({ one }) => ({
  score: one(scores, { fields: [scoreSources.scoreId], references: [scores.id] }),
}));

export const publicationScoresRelations = relations(publicationScores, ({ one }) => ({
  score: one(scores, { fields: [publicationScores.scoreId], references: [scores.id] }),
  publication: one(publications, {
    fields: [publicationScores.publicationId],
    references: [publications.id],
  }),
}));

export const usersRelations = relations(users, ({ many }) => ({
  permissions: many(userPermissions),
  loginTokens: many(loginTokens),
  emailTokens: many(emailTokens),
}));

export const permissionsRelations = relations(permissions, ({ many }) => ({
  users: many(userPermissions),
}));

export const userPermissionsRelations = relations(userPermissions, ({ one }) => ({
  user: one(users, { fields: [userPermissions.userId], references: [users.id] }),
  permission: one(permissions, {
    fields: [userPermissions.permissionId],
    references: [permissions.id],
  }),
}));

export const loginTokensRelations = relations(loginTokens, ({ one }) => ({
  user: one(users, { fields: [loginTokens.userId], references: [users.id] }),
}));

export const emailTokensRelations = relations(emailTokens, ({ one }) => ({
  user: one(users, { fields: [emailTokens.userId], references: [users.id] }),
}));
