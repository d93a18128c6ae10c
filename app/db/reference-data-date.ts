/**
 * The date the shipped reference dataset was last rebuilt (its newest source reading). Apart
 * from reference-data.ts, which reads the dataset's files on the server, so that the
 * methodology page can show it.
 */
export const REFERENCE_DATA_UPDATED_ON = "2026-11-23";
