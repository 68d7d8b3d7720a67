/** Lent to the exam home: the Tokyo speaking tests with the student's results. */
export { useTokyoListQuery } from "../api.ts";
