/** Lent to the exam home: the Eiken grades' word progress and the mock-test sittings. */
export { eikenKeys, useEikenLevelsQuery } from "../api.ts";
