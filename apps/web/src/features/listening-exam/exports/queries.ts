/** Lent to the exam home: the listening exams' progress and the Common Test mock sittings. */
export { listeningKeys, useRegionIndexQuery, useRegionListQuery } from "../api.ts";
