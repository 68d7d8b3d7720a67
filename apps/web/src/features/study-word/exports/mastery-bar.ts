/** Lent to the teacher console: a student's words by mastery as one stacked bar with its legend. */
export { MasteryBar } from "../components/MasteryBar.tsx";
