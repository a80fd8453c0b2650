/*
 * What tools outside the server may use of it (the benchmark's data generator in
 * bench/generator): opening and migrating a database, the RISM sample and the plans the
 * demonstration data is made from, and the melody columns of an incipit and its melody's key. The server imports
 * nothing of those tools; they import the server only through this file.
 */
export { openDatabase, pgliteDir, pgliteExtensions } from './core/database/db';
export { incipitMelodyColumns, melodyKey } from './scores/index';
export { isGenericTitle } from './seed/genres';
export { rismPersons, rismRecords } from './seed/rism-sample';
export { planScores, type PlannedIncipit, type PlannedScore } from './seed/scores-plan';
